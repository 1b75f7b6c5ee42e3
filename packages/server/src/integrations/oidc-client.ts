import * as client from 'openid-client';
import type { AuthFlowStore, OidcClient } from './oidc.js';

/** The identity provider as the environment names it (OIDC_ISSUER, OIDC_CLIENT_ID …). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Sign in only when the provider vouches for the email (`email_verified: true`). Users are matched by
   * email, so an unverified, user-editable email would let anyone claim an account.
   */
  requireVerifiedEmail?: boolean;
}

export interface OidcClientConfig extends OidcConfig {
  /** `<publicUrl>/connect/callback`, registered at the provider. */
  redirectUri: string;
  /** `<publicUrl>/api/security/logged_out`, registered at the provider. */
  postLogoutRedirectUri: string;
}

const SCOPE = 'openid email profile';

/** Plain http is accepted only for a provider on this machine (development and tests). */
export function allowsInsecureRequests(issuer: URL): boolean {
  return issuer.protocol === 'http:' && (issuer.hostname === 'localhost' || issuer.hostname === '127.0.0.1');
}

/** Discovers the provider (throws when it cannot be reached) and returns the client the routes use. */
export async function createOidcClient(config: OidcClientConfig, flows: AuthFlowStore): Promise<OidcClient> {
  const issuer = new URL(config.issuer);
  const configuration = await client.discovery(
    issuer,
    config.clientId,
    config.clientSecret,
    undefined,
    allowsInsecureRequests(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
  );
  const hasEndSession = configuration.serverMetadata().end_session_endpoint !== undefined;

  return {
    async startSignIn() {
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      await flows.put({ state, codeVerifier, nonce });
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: config.redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state };
    },

    async finishSignIn(callbackUrl, state) {
      const flow = await flows.take(state);
      if (!flow) throw new Error('The sign-in flow is unknown or has expired');
      // The redirect URI sent to the token endpoint must be the registered one, whatever host the
      // request arrived on (a proxy in front may rewrite it).
      const currentUrl = new URL(config.redirectUri);
      currentUrl.search = callbackUrl.search;
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email.trim() : '';
      if (!tokens.id_token || email === '') throw new Error('The ID token has no email claim');
      const verified = claims?.email_verified === true;
      if (!verified && (config.requireVerifiedEmail ?? true)) {
        throw new Error('The provider does not say the email is verified (email_verified)');
      }
      return { email, idToken: tokens.id_token };
    },

    endSessionUrl(idToken) {
      if (!hasEndSession || !idToken) return null;
      return client.buildEndSessionUrl(configuration, {
        id_token_hint: idToken,
        post_logout_redirect_uri: config.postLogoutRedirectUri,
      }).href;
    },
  };
}

/**
 * The client for the identity provider of `config.oidc`, or null when none is configured. A provider
 * that cannot be reached fails the start with an error that names it.
 */
export async function oidcClientFor(
  config: { oidc: OidcConfig | null; publicUrl: string },
  flows: AuthFlowStore,
): Promise<OidcClient | null> {
  if (!config.oidc) return null;
  try {
    return await createOidcClient(
      {
        ...config.oidc,
        redirectUri: `${config.publicUrl}/connect/callback`,
        postLogoutRedirectUri: `${config.publicUrl}/api/security/logged_out`,
      },
      flows,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`OpenID Connect discovery failed for OIDC_ISSUER=${config.oidc.issuer}: ${reason}`, {
      cause: error,
    });
  }
}
