import { hash, randomBytes } from 'node:crypto';
import {
  type AuditActor,
  displayName,
  emailKey,
  isLanguage,
  type Language,
  type LoginRequest,
  type SecurityInfo,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { AuthSession, SecurityService, SignInClient } from '../../lib/sessions.js';
import { recordAudit } from '../audit/index.js';
import { addressKey } from './address-key.js';
import { hashPassword, verifyPassword } from './password.js';
import { type SecurityRepository, type SessionRow, securityRepository } from './repository.js';
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

  async function openSession(
    userId: string,
    idToken: string | null,
    sessions: SecurityRepository = repository,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await sessions.insertSession({
      id: hashToken(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      id_token: idToken,
    });
    return token;
  }

  /**
   * Opens the user's session in `trx` (ending the one it replaces) and records the sign-in there: the
   * user is its actor, whoever the request's session named.
   */
  async function signIn(
    trx: Kysely<Database>,
    user: Omit<SessionRow['user'], 'personnelNumber'>,
    idToken: string | null,
    replaces: AuthSession | null | undefined,
  ): Promise<string> {
    const sessions = securityRepository(trx);
    if (replaces) await sessions.deleteSession(replaces.sessionId);
    const token = await openSession(user.id, idToken, sessions);
    await recordAudit(trx, {
      entity: 'session',
      entityId: user.id,
      action: 'sign-in',
      after: { method: idToken === null ? 'password' : 'single-sign-on' },
      actor: { kind: 'user', id: user.id, name: displayName(user) },
    });
    return token;
  }

  /** A sign-in refused, recorded under the email tried; about the user it names, if any. */
  function recordFailure(email: string, userId: string | undefined, method: string): Promise<void> {
    const actor: AuditActor = { kind: 'anonymous', id: null, name: email };
    return repository.inTransaction((trx) =>
      recordAudit(trx, {
        entity: 'session',
        entityId: userId ?? '',
        action: 'sign-in-failed',
        after: { method },
        subjects: userId === undefined ? [] : [userId],
        actor,
      }),
    );
  }

  return {
    openSession: (userId: string, idToken: string | null) => openSession(userId, idToken),

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
      if (!user?.passwordHash || !valid) {
        await recordFailure(request.email, user?.id, 'password');
        throw new AppError('invalid-credentials');
      }
      await attempt.succeeded();
      const { passwordHash: _, language, ...publicUser } = user;
      const { token, deviceCookie } = await repository.inTransaction(async (trx) => {
        const deviceCookie = await signInDevices(securityRepository(trx)).remember(
          tokens,
          device,
          user.id,
          now,
        );
        // Sessions of closed browsers never come back to be ended; sign-in is a good moment to sweep them.
        await securityRepository(trx).deleteSessionsIdleSince(now - idleMs - touchMs);
        return { token: await signIn(trx, publicUser, null, client.replaces), deviceCookie };
      });
      return { token, info: await toInfo(publicUser, language), deviceCookie };
    },

    /**
     * Opens a session for the user the identity provider vouches for, or answers null when the email
     * names no active user.
     */
    async signInWithVerifiedEmail(
      email: string,
      idToken: string,
      replaces?: AuthSession | null,
    ): Promise<string | null> {
      const user = await repository.findActiveUserByEmail(emailKey(email));
      if (!user) {
        await recordFailure(email, undefined, 'single-sign-on');
        return null;
      }
      return repository.inTransaction((trx) => signIn(trx, user, idToken, replaces));
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
      await repository.inTransaction(async (trx) => {
        const users = securityRepository(trx);
        const before = await users.languageOf(session.info.user.id);
        // The database bumps the auth generation (migration 0013): every cached session reads it anew.
        await users.setLanguage(session.info.user.id, language);
        if (before !== language)
          await recordAudit(trx, {
            entity: 'user',
            entityId: session.info.user.id,
            action: 'update',
            before: { language: before },
            after: { language },
          });
      });
    },

    async logout(session: AuthSession): Promise<void> {
      await repository.inTransaction(async (trx) => {
        await securityRepository(trx).deleteSession(session.sessionId);
        await recordAudit(trx, { entity: 'session', entityId: session.info.user.id, action: 'sign-out' });
      });
    },

    async endSessionsOfUser(userId: string, keep: string | null = null): Promise<void> {
      await repository.deleteSessionsOfUser(userId, keep);
    },
  };
}
