import { type ErrorBody, errorBodySchema } from '@stroomlijn/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { type DatabaseHandle, pendingMigrations } from '../db/database.js';

const UNAVAILABLE: ErrorBody = {
  message: 'The database is not available or not migrated yet',
  messageKey: 'storage',
  errors: [],
  references: [],
  debugInfo: '',
};

/**
 * For load balancers and orchestrators, without a session: `/healthz` says the process lives (it never
 * touches the database), `/readyz` that it can serve (the database answers and every migration is done).
 */
export function registerHealth(app: FastifyInstance, database: DatabaseHandle): void {
  app.get(
    '/healthz',
    {
      config: { access: 'public', withoutDatabase: true },
      schema: {
        tags: ['operations'],
        summary: 'The process lives (for a liveness probe); never touches the database',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary:
          'The process can serve (for a readiness probe): the database answers and every migration is done; else 503 storage',
        response: { 200: z.object({ status: z.literal('ready') }), 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      try {
        await sql`select 1`.execute(database.db);
        const pending = await pendingMigrations(database.db);
        if (pending.length === 0) return reply.send({ status: 'ready' });
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ ...UNAVAILABLE, message: `Migrations pending: ${pending.join(', ')}` });
      } catch (error) {
        request.log.warn({ err: error }, 'not ready');
        return reply.status(503).header('retry-after', '5').send(UNAVAILABLE);
      }
    },
  );
}
