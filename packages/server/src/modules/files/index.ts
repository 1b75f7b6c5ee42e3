export { filesRepository } from './repository.js';
export { filesRoutes } from './routes.js';
export { type FilesService, filesService } from './service.js';
export { type FileStorage, fileStorageFor } from './storage/index.js';
