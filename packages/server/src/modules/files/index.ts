export { filesRepository } from './repository.js';
export { filesModule } from './routes.js';
