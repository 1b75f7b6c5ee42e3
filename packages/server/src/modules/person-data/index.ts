/** A person's data (GDPR): each part registers its own module under `/api/person-data` in app.ts. */
export { personErasureModule } from './erasure/index.js';
export { personExportModule } from './export/index.js';
