import { changePasswordSchema, userCreateSchema, userSchema, userUpdateSchema } from '@stroomlijn/domain';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { idParams, noContent, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { UsersService } from './service.js';

const access = ['ROLE_USER_MANAGER'] as const;
const route = routeOptions('users');

/** User managers keep the users and set their passwords. */
export function registerUserRoutes(api: ModuleApp, users: UsersService): void {
  api.get(
    '/',
    route(access, 'Users that are not deleted, by last name, first name, then email', {
      response: { 200: z.array(userSchema) },
    }),
    () => users.list(),
  );

  api.get('/:id', route(access, 'One user', { params: idParams, response: { 200: userSchema } }), (request) =>
    users.get(request.params.id),
  );

  api.post(
    '/',
    route(
      access,
      'Creates a user; the id is a new UUID chosen by the client',
      {
        body: userCreateSchema,
        response: { 201: userSchema },
      },
      [409],
    ),
    async (request, reply) => reply.code(201).send(await users.create(request.body)),
  );

  api.put(
    '/',
    route(access, 'Updates a user; a stale updatedAt is refused with 409 conflict', {
      body: userUpdateSchema,
      response: { 200: userSchema },
    }),
    (request) => users.update(requireAuth(request), request.body),
  );

  api.delete(
    '/:id',
    route(
      access,
      'Deletes a user (soft): its sessions end and its email may be used again',
      {
        params: idParams,
        response: noContent,
      },
      [409],
    ),
    async (request, reply) => {
      await users.remove(requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/change_password',
    route(
      access,
      "Sets a user's password and ends the user's other sessions",
      {
        body: changePasswordSchema,
        response: noContent,
      },
      [404, 409],
    ),
    async (request, reply) => {
      await users.changePassword(requireAuth(request), request.body);
      return reply.code(204).send(null);
    },
  );
}
