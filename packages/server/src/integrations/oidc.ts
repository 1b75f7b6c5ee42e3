/**
 * Sign-in at the organisation's identity provider (OpenID Connect, authorization code with PKCE).
 * Implemented in oidc-client.ts; the security routes depend only on this shape.
 */
export interface OidcClient {
  /** Address of the provider's authorization endpoint for a new sign-in. */
  startSignIn(): Promise<{ url: string; state: string }>;
  /** Completes the sign-in from the callback address; yields the verified email and the id token. */
  finishSignIn(callbackUrl: URL, state: string): Promise<{ email: string; idToken: string }>;
  /** The provider's end-session address, or null when it has none. */
  endSessionUrl(idToken: string | null): string | null;
}
