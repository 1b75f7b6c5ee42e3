import { hash, randomBytes } from 'node:crypto';
import {
  emailKey,
  isLanguage,
  type Language,
  type LoginRequest,
  type SecurityInfo,
} from '@stroomlijn/domain';
import { AppError } from '../../errors.js';
import type { AuthSession, SecurityService, SignInClient } from '../../lib/sessions.js';
import { addressKey } from './address-key.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SecurityRepository, SessionRow } from './repository.js';
import { sessionCache } from './session-cache.js';
import { signInDevices } from './sign-in-devices.js';
import { signInLimits } from './sign-in-limits.js';

/** The session row's id: every signed-in request hashes its cookie, in one call. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'base64url');
}

export function securityService(
  repository: SecurityRepository,
  options: { sessionIdleSeconds: number },
): SecurityService {
  const idleMs = options.sessionIdleSeconds * 1000;
  // Writing last-seen on every request would make every read a write. It is written at most every
  // touchMs, and the expiry allows that slack so that a session never ends before the idle limit.
  const touchMs = Math.min(60_000, idleMs / 10);
  // Verifying against a real hash for unknown emails keeps both refusals equally slow.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));

  const sessions = sessionCache();
  const limits = signInLimits(repository);
  const devices = signInDevices(repository);

  /** Frozen: the cached session's answer to every `POST /api/security/info` is then serialised once. */
  async function toInfo(user: SessionRow['user'], language: string | null): Promise<SecurityInfo> {
    const roles = await repository.rolesOfUser(user.id);
    return Object.freeze({
      user: Object.freeze({ ...user }),
      roles: Object.freeze(roles.map((role) => Object.freeze({ ...role }))) as SecurityInfo['roles'],
      language: isLanguage(language) ? language : null,
    });
  }

  async function openSession(userId: string, idToken: string | null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await repository.insertSession({
      id: hashToken(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      id_token: idToken,
    });
    return token;
  }

  return {
    openSession,

    async login(
      request: LoginRequest,
      client: SignInClient,
    ): Promise<{ token: string; info: SecurityInfo; deviceCookie: string }> {
      const key = emailKey(request.email);
      const now = Date.now();
      const user = await repository.findActiveUserByEmail(key);
      const tokens = devices.tokensOf(client.deviceCookie);
      // Looked up for unknown emails too (under no user), so that both take the same steps.
      const device = await devices.known(tokens, user?.id ?? '', now);
      const attempt = await limits.attempt(
        { emailKey: key, address: addressKey(client.address), device },
        now,
      );
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), request.password);
      if (!user?.passwordHash || !valid) throw new AppError('invalid-credentials');
      await attempt.succeeded();
      const deviceCookie = await devices.remember(tokens, device, user.id, now);
      // Sessions of closed browsers never come back to be ended; sign-in is a good moment to sweep them.
      await repository.deleteSessionsIdleSince(now - idleMs - touchMs);
      const { passwordHash: _, language, ...publicUser } = user;
      return {
        token: await openSession(user.id, null),
        info: await toInfo(publicUser, language),
        deviceCookie,
      };
    },

    /**
     * Opens a session for the user the identity provider vouches for, or answers null when the email
     * names no active user.
     */
    async signInWithVerifiedEmail(email: string, idToken: string): Promise<string | null> {
      const user = await repository.findActiveUserByEmail(emailKey(email));
      return user ? openSession(user.id, idToken) : null;
    },

    /**
     * The session and its user's effective roles, from the cache while the database's auth generation
     * is unchanged and last-seen needs no write; otherwise read (and touched) as before. The generation
     * is read first: a change that lands in between is cached under the older generation, never hit.
     */
    cachedSession(token: string): AuthSession | undefined {
      const generation = repository.authGenerationNow();
      if (generation === undefined) return undefined;
      const cached = sessions.get(hashToken(token), generation);
      if (cached && Date.now() - cached.lastSeenAt <= touchMs) return cached.session;
      return undefined;
    },

    async authenticate(token: string): Promise<AuthSession | null> {
      const id = hashToken(token);
      const generation = await repository.authGeneration();
      const now = Date.now();
      const cached = sessions.get(id, generation);
      if (cached && now - cached.lastSeenAt <= touchMs) return cached.session;
      const row = await repository.findSession(id);
      if (!row) return null;
      if (now - row.lastSeenAt > idleMs + touchMs) {
        await repository.deleteSession(row.sessionId);
        return null;
      }
      let lastSeenAt = row.lastSeenAt;
      if (now - lastSeenAt > touchMs) {
        await repository.touchSession(row.sessionId, now);
        lastSeenAt = now;
      }
      const session = {
        sessionId: row.sessionId,
        idToken: row.idToken,
        info: await toInfo(row.user, row.language),
      };
      sessions.set(id, { generation, lastSeenAt, session });
      return session;
    },

    async setLanguage(session: AuthSession, language: Language): Promise<void> {
      // The database bumps the auth generation (migration 0013): every cached session reads it anew.
      await repository.setLanguage(session.info.user.id, language);
    },

    async logout(session: AuthSession): Promise<void> {
      await repository.deleteSession(session.sessionId);
    },

    async endSessionsOfUser(userId: string, keep: string | null = null): Promise<void> {
      await repository.deleteSessionsOfUser(userId, keep);
    },
  };
}
