import { servesHttps } from '../../config.js';
import type { ModuleContext, ServerModule } from '../server-module.js';
import { registerSingleSignOnRoutes } from './connect-routes.js';
import { registerSecurityRoutes } from './routes.js';
import type { SignInSetup } from './sign-in-setup.js';

export { authFlowRepository } from './auth-flow-repository.js';
export { effectiveRolesOfUser } from './effective-roles-repository.js';
export { generatePassword, hashPassword } from './password.js';
export { securityRepository } from './repository.js';
export { securityService } from './service.js';

function signInSetup({ config, security, oidc }: ModuleContext): SignInSetup {
  return { security, oidc, secureCookies: servesHttps(config) };
}

/** Sign-in with a password, the session and logout, under /api/security. */
export const securityModule: ServerModule = async (api, context) => {
  registerSecurityRoutes(api, signInSetup(context));
};

/** Single sign-on at the organisation's identity provider (OpenID Connect) under /connect. */
export const singleSignOnModule: ServerModule = async (api, context) => {
  registerSingleSignOnRoutes(api, signInSetup(context));
};
