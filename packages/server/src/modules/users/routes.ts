import { changePasswordSchema, userCreateSchema, userSchema, userUpdateSchema } from '@stroomlijn/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import type { UsersService } from './service.js';

const access = ['ROLE_USER_MANAGER'] as const;
const tags = ['users'];
const idParams = z.object({ id: z.uuid() });
const noContent = { 204: z.null().describe('No content') };

export function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/user', {
    config: { access },
    schema: {
      tags,
      summary: 'Users that are not deleted, by last name, first name, then email',
      response: { 200: z.array(userSchema) },
    },
    handler: () => users.list(),
  });

  api.get('/api/user/:id', {
    config: { access },
    schema: { tags, summary: 'One user', params: idParams, response: { 200: userSchema } },
    handler: (request) => users.get(request.params.id),
  });

  api.post('/api/user', {
    config: { access },
    schema: {
      tags,
      summary: 'Creates a user; the id is a new UUID chosen by the client',
      body: userCreateSchema,
      response: { 201: userSchema },
    },
    handler: async (request, reply) => {
      const user = await users.create(request.body);
      return reply.code(201).send(user);
    },
  });

  api.put('/api/user', {
    config: { access },
    schema: {
      tags,
      summary: 'Updates a user; a stale updatedAt is refused with 409 conflict',
      body: userUpdateSchema,
      response: { 200: userSchema },
    },
    handler: (request) => users.update(requireAuth(request), request.body),
  });

  api.delete('/api/user/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Deletes a user (soft): its sessions end and its email may be used again',
      params: idParams,
      response: noContent,
    },
    handler: async (request, reply) => {
      await users.remove(requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  api.post('/api/user/change_password', {
    config: { access },
    schema: {
      tags,
      summary: "Sets a user's password and ends the user's other sessions",
      body: changePasswordSchema,
      response: noContent,
    },
    handler: async (request, reply) => {
      await users.changePassword(requireAuth(request), request.body);
      return reply.code(204).send(null);
    },
  });
}
