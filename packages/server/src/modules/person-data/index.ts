/** A person's data (GDPR): each part its own module under `/api/person-data`. */
export { personErasureModule } from './erasure/index.js';
