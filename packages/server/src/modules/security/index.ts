export { authFlowRepository } from './auth-flow-repository.js';
export { singleSignOnModule } from './connect-routes.js';
export { effectiveRolesOfUser } from './effective-roles-repository.js';
export { generatePassword, hashPassword } from './password.js';
export { securityRepository } from './repository.js';
export { securityModule } from './routes.js';
export { securityService } from './service.js';
