import {
  ROLE_TYPES,
  roleCreateSchema,
  roleSchema,
  roleUpdateSchema,
  selectorItemSchema,
} from '@stroomlijn/domain';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { idParams, noContent, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { RolesService } from './service.js';

const access = ['ROLE_USER_MANAGER'] as const;
const route = routeOptions('roles');

/** User managers keep the roles; every signed-in user reads their names for role selects. */
export function registerRoleRoutes(api: ModuleApp, roles: RolesService): void {
  api.get(
    '/',
    route(access, 'Roles that are not deleted, by name', { response: { 200: z.array(roleSchema) } }),
    () => roles.list(),
  );

  api.get(
    '/selector',
    route(
      'authenticated',
      'Id and name of every role that is not deleted, by name (for role selects); `type` keeps the roles of that type only',
      {
        querystring: z.object({ type: z.enum(ROLE_TYPES).optional() }),
        response: { 200: z.array(selectorItemSchema) },
      },
    ),
    (request) => roles.selector(request.query.type),
  );

  api.get('/:id', route(access, 'One role', { params: idParams, response: { 200: roleSchema } }), (request) =>
    roles.get(request.params.id),
  );

  api.post(
    '/',
    route(
      access,
      'Creates a role of type multi or roles; the id is a new UUID chosen by the client',
      {
        body: roleCreateSchema,
        response: { 201: roleSchema },
      },
      [409],
    ),
    async (request, reply) => reply.code(201).send(await roles.create(request.body)),
  );

  api.put(
    '/',
    route(access, 'Updates a role; its type cannot change, nor the name of a system role', {
      body: roleUpdateSchema,
      response: { 200: roleSchema },
    }),
    (request) => roles.update(request.body),
  );

  api.delete(
    '/:id',
    route(
      access,
      'Deletes a role (soft) with its assignments; not a system role, nor one an administrator holds unless the caller is one',
      { params: idParams, response: noContent },
      [409],
    ),
    async (request, reply) => {
      await roles.remove(requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
