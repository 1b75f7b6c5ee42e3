export { AUTH_FLOW_MAX_AGE_MS, authFlowRepository } from './auth-flow-repository.js';
export { AUTH_FLOW_COOKIE, connectRoutes } from './connect-routes.js';
export { effectiveRolesOfUser } from './effective-roles-repository.js';
export { generatePassword, hashPassword } from './password.js';
export { securityRepository } from './repository.js';
export { securityRoutes } from './routes.js';
export { type AuthSession, type SecurityService, securityService } from './service.js';
