/**
 * Sign-in at the organisation's identity provider (OpenID Connect, authorization code with PKCE).
 * Implemented in oidc-client.ts; the security routes depend only on this shape.
 */
export interface OidcClient {
  /** Address of the provider's authorization endpoint for a new sign-in; the flow is kept in the AuthFlowStore. */
  startSignIn(): Promise<{ url: string; state: string }>;
  /**
   * Completes the sign-in from the callback address (only its query is read; the redirect URI is the
   * configured one); yields the verified email and the id token. Throws when the provider refused,
   * the flow is unknown or expired, the token exchange fails or the ID token has no email.
   */
  finishSignIn(callbackUrl: URL, state: string): Promise<{ email: string; idToken: string }>;
  /** The provider's end-session address, or null when it has none (or the session has no id token). */
  endSessionUrl(idToken: string | null): string | null;
}

/** The secrets of one sign-in between /connect/auth and /connect/callback, kept on the server. */
export interface AuthFlow {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** Shared by all server instances (a database table), so the callback may reach another instance. */
export interface AuthFlowStore {
  put(flow: AuthFlow): Promise<void>;
  /** Removes the flow of this state and returns it; undefined when unknown or expired. */
  take(state: string): Promise<AuthFlow | undefined>;
}
