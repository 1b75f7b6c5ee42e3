export { type Handbook, handbookOf } from './handbook-content.js';
export { handbookHtml } from './handbook-html.js';
export { handbookPdf } from './handbook-pdf.js';
