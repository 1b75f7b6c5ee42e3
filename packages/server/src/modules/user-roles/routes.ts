import {
  type RoleAssignment,
  type RoleAssignmentResult,
  roleAssignmentResultSchema,
  roleAssignmentSchema,
  roleHolderSchema,
  roleSchema,
  selectorItemSchema,
} from '@stroomlijn/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import type { AuthSession } from '../security/index.js';
import type { UserRolesService } from './service.js';

const access = ['ROLE_USER_MANAGER'] as const;
const tags = ['user-roles'];
const idParams = z.object({ id: z.uuid() });

type Change = (caller: AuthSession, assignment: RoleAssignment) => Promise<RoleAssignmentResult>;

export function userRolesRoutes(app: FastifyInstance, { userRoles }: { userRoles: UserRolesService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/user-role/roles-from-user/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'The roles the user holds directly, by name',
      params: idParams,
      response: { 200: z.array(roleSchema) },
    },
    handler: (request) => userRoles.rolesOfUser(request.params.id),
  });

  api.get('/api/user-role/users-by-role/:id', {
    config: { access },
    schema: {
      tags,
      summary:
        'The users holding the role directly, ordered as the user list; administrator: holds ROLE_ADMIN effectively',
      params: idParams,
      response: { 200: z.array(roleHolderSchema) },
    },
    handler: (request) => userRoles.usersOfRole(request.params.id),
  });

  api.get('/api/user-role/roles-from-role/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'The roles inside a role of type roles, by name',
      params: idParams,
      response: { 200: z.array(roleSchema) },
    },
    handler: (request) => userRoles.rolesInRole(request.params.id),
  });

  api.get('/api/user-role/selectable-users-by-role/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'The users holding the role, directly or through roles of type roles: id and display name',
      params: idParams,
      response: { 200: z.array(selectorItemSchema) },
    },
    handler: (request) => userRoles.selectableUsers(request.params.id),
  });

  const changes: [string, string, Change][] = [
    ['add_user', 'Gives the user (id) the role (roleId); adding twice changes nothing', userRoles.addUser],
    ['remove_user', 'Takes the role (roleId) from the user (id)', userRoles.removeUser],
    ['add_role', 'Puts the role id inside the role of type roles roleId', userRoles.addRole],
    ['remove_role', 'Takes the role id out of the role roleId', userRoles.removeRole],
  ];
  for (const [name, summary, change] of changes) {
    api.post(`/api/user-role/${name}`, {
      config: { access },
      schema: { tags, summary, body: roleAssignmentSchema, response: { 200: roleAssignmentResultSchema } },
      handler: (request) => change(requireAuth(request), request.body),
    });
  }
}
