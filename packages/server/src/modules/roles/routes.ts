import {
  ROLE_TYPES,
  roleCreateSchema,
  roleSchema,
  roleUpdateSchema,
  selectorItemSchema,
} from '@stroomlijn/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import type { RolesService } from './service.js';

const access = ['ROLE_USER_MANAGER'] as const;
const tags = ['roles'];
const idParams = z.object({ id: z.uuid() });

export function rolesRoutes(app: FastifyInstance, { roles }: { roles: RolesService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/role', {
    config: { access },
    schema: {
      tags,
      summary: 'Roles that are not deleted, by name',
      response: { 200: z.array(roleSchema) },
    },
    handler: () => roles.list(),
  });

  api.get('/api/role/selector', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary:
        'Id and name of every role that is not deleted, by name (for role selects); `type` keeps the roles of that type only',
      querystring: z.object({ type: z.enum(ROLE_TYPES).optional() }),
      response: { 200: z.array(selectorItemSchema) },
    },
    handler: (request) => roles.selector(request.query.type),
  });

  api.get('/api/role/:id', {
    config: { access },
    schema: { tags, summary: 'One role', params: idParams, response: { 200: roleSchema } },
    handler: (request) => roles.get(request.params.id),
  });

  api.post('/api/role', {
    config: { access },
    schema: {
      tags,
      summary: 'Creates a role of type multi or roles; the id is a new UUID chosen by the client',
      body: roleCreateSchema,
      response: { 201: roleSchema },
    },
    handler: async (request, reply) => reply.code(201).send(await roles.create(request.body)),
  });

  api.put('/api/role', {
    config: { access },
    schema: {
      tags,
      summary: 'Updates a role; its type cannot change, nor the name of a system role',
      body: roleUpdateSchema,
      response: { 200: roleSchema },
    },
    handler: (request) => roles.update(request.body),
  });

  api.delete('/api/role/:id', {
    config: { access },
    schema: {
      tags,
      summary:
        'Deletes a role (soft) with its assignments; not a system role, nor one an administrator holds unless the caller is one',
      params: idParams,
      response: { 204: z.null().describe('No content') },
    },
    handler: async (request, reply) => {
      await roles.remove(requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
