export { generatePassword, hashPassword } from './password.js';
export { securityRepository } from './repository.js';
export { securityRoutes } from './routes.js';
export { type AuthSession, type SecurityService, securityService } from './service.js';
