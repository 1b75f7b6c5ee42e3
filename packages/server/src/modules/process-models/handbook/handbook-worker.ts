import { parentPort, workerData } from 'node:worker_threads';
import { handbookOf } from './handbook-content.js';
import { handbookHtml } from './handbook-html.js';
import type { HandbookJob } from './handbook-maker.js';
import { handbookPdf } from './handbook-pdf.js';

// Makes one handbook off the server's event loop and hands back its bytes (see handbook-maker.ts).
const { source, language, format } = workerData as HandbookJob;
const book = handbookOf(source, language);
const body = format === 'html' ? Buffer.from(handbookHtml(book), 'utf8') : await handbookPdf(book);
parentPort?.postMessage({ body, fileName: `${book.fileName}.${format}` });
