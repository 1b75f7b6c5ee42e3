import type { OidcClient } from '../../integrations/oidc.js';
import type { SecurityService } from '../../lib/sessions.js';

/** What the sign-in routes work with: the sessions, the identity provider (if any) and the cookies' Secure flag. */
export interface SignInSetup {
  security: SecurityService;
  oidc: OidcClient | null;
  /** Cookies carry Secure when the app is served over HTTPS (config.ts `servesHttps`). */
  secureCookies: boolean;
}
