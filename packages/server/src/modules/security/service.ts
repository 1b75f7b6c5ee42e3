import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_SECONDS,
  type LoginRequest,
  type SecurityInfo,
} from '@stroomlijn/domain';
import { AppError } from '../../errors.js';
import type { AuthSession, SecurityService } from '../../lib/sessions.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SecurityRepository, SessionRow } from './repository.js';
import { sessionCache } from './session-cache.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
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

  async function toInfo(user: SessionRow['user']): Promise<SecurityInfo> {
    return { user, roles: await repository.rolesOfUser(user.id) };
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
      clientAddress: string,
    ): Promise<{ token: string; info: SecurityInfo }> {
      const emailKey = request.email.trim().toLowerCase();
      const now = Date.now();
      const since = now - LOGIN_FAILURE_WINDOW_SECONDS * 1000;
      // The attempt is recorded before the password is checked, so that guesses sent in parallel
      // count against the limit too; a success takes it back.
      const attemptId = randomUUID();
      await repository.recordFailure(
        { id: attemptId, email_key: emailKey, client_address: clientAddress, failed_at: now },
        since,
      );
      const failures = await repository.countRecentFailures(emailKey, clientAddress, since);
      if (failures.byEmail > LOGIN_FAILURE_LIMIT || failures.byAddress > LOGIN_FAILURE_LIMIT) {
        // A refused attempt does not extend the lock.
        await repository.deleteFailure(attemptId);
        throw new AppError('too-many-requests');
      }
      const user = await repository.findActiveUserByEmail(emailKey);
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), request.password);
      if (!user?.passwordHash || !valid) throw new AppError('invalid-credentials');
      await repository.deleteFailure(attemptId);
      // Sessions of closed browsers never come back to be ended; sign-in is a good moment to sweep them.
      await repository.deleteSessionsIdleSince(now - idleMs - touchMs);
      const { passwordHash: _, ...publicUser } = user;
      return { token: await openSession(user.id, null), info: await toInfo(publicUser) };
    },

    /**
     * Opens a session for the user the identity provider vouches for, or answers null when the email
     * names no active user.
     */
    async signInWithVerifiedEmail(email: string, idToken: string): Promise<string | null> {
      const user = await repository.findActiveUserByEmail(email.trim().toLowerCase());
      return user ? openSession(user.id, idToken) : null;
    },

    /**
     * The session and its user's effective roles, from the cache while the database's auth generation
     * is unchanged and last-seen needs no write; otherwise read (and touched) as before. The generation
     * is read first: a change that lands in between is cached under the older generation, never hit.
     */
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
      const session = { sessionId: row.sessionId, idToken: row.idToken, info: await toInfo(row.user) };
      sessions.set(id, { generation, lastSeenAt, session });
      return session;
    },

    async logout(session: AuthSession): Promise<void> {
      await repository.deleteSession(session.sessionId);
    },

    async endSessionsOfUser(userId: string, keep: string | null = null): Promise<void> {
      await repository.deleteSessionsOfUser(userId, keep);
    },
  };
}
