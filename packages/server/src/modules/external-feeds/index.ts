export { feedReadsRepository } from './repository.js';
export { externalFeedsModule } from './routes.js';
