/** A person's data (GDPR): each part registers its own module in app.ts. */
export { personExportModule } from './export/index.js';
