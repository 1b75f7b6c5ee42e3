import type { Language, LoginRequest, SecurityInfo } from '@stroomlijn/domain';

/** A live session as the routes see it. */
export interface AuthSession {
  sessionId: string;
  idToken: string | null;
  info: SecurityInfo;
}

/** Who attempts a sign-in: the client address and the browser's device cookie, if it sent one. */
export interface SignInClient {
  address: string;
  deviceCookie: string | undefined;
  /** The session this browser still has, which the new sign-in replaces (ends), if any. */
  replaces?: AuthSession | null;
}

/** What the auth hook needs: the session a cookie token names. */
export interface Authenticator {
  /** The session named by a cookie token, or null when it is unknown, ended, idle too long or its user is deleted. */
  authenticate(token: string): Promise<AuthSession | null>;
  /**
   * The session, when `authenticate` would answer it from its cache and the check needs no wait for the
   * database; undefined otherwise (then `authenticate` decides). Lets a signed-in request pass its
   * check without a turn of the event loop.
   */
  cachedSession(token: string): AuthSession | undefined;
}

/**
 * Sign-in and sessions, as the auth hook and the modules use them. The shared layer states the
 * contract so that it depends on no module; `modules/security` implements it.
 */
export interface SecurityService extends Authenticator {
  /**
   * Checks the password within the sign-in limits; refuses with the same answer and effort for an unknown
   * email and a wrong password. `deviceCookie` is the browser's new device cookie.
   */
  login(
    request: LoginRequest,
    client: SignInClient,
  ): Promise<{ token: string; info: SecurityInfo; deviceCookie: string }>;
  /**
   * Opens a session for the user the identity provider vouches for (ending `replaces`); null when the
   * email names no active user.
   */
  signInWithVerifiedEmail(
    email: string,
    idToken: string,
    replaces?: AuthSession | null,
  ): Promise<string | null>;
  /** Opens a session for the user; answers the cookie token. */
  openSession(userId: string, idToken: string | null): Promise<string>;
  /** Saves the interface language the session's user chose; their emails are written in it. */
  setLanguage(session: AuthSession, language: Language): Promise<void>;
  /** Ends the session at its user's request (a sign-out, recorded in the audit trail). */
  logout(session: AuthSession): Promise<void>;
  /** Ends the user's sessions at once, except the session `keep` when given. */
  endSessionsOfUser(userId: string, keep?: string | null): Promise<void>;
}
