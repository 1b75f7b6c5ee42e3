import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditActor } from '@stroomlijn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The request a write runs for: who, from which address, under which request id. */
interface AuditContext {
  request: FastifyRequest;
}

const context = new AsyncLocalStorage<AuditContext>();

/**
 * Makes each request the context of the writes its handler makes, so that an audit entry knows who
 * made it without every service passing the request on. Entered in `preHandler`, after the body is
 * read (a body's stream events would leave an earlier context), around the rest of the request.
 */
export function registerAuditContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    context.run({ request }, done);
  });
}

/** Who the current write is made by, and from where: the signed-in user, else an anonymous caller, else the product. */
export function currentActor(): { actor: AuditActor; address: string; requestId: string } {
  const request = context.getStore()?.request;
  if (!request) return { actor: { kind: 'system', id: null, name: '' }, address: '', requestId: '' };
  const user = request.auth?.info.user;
  const actor: AuditActor = user
    ? {
        kind: 'user',
        id: user.id,
        name: [user.firstName, user.preposition, user.lastName].filter((part) => part !== '').join(' '),
      }
    : { kind: 'anonymous', id: null, name: '' };
  return { actor, address: request.ip, requestId: String(request.id) };
}
