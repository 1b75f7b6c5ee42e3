import {
  type RoleAssignment,
  type RoleAssignmentResult,
  roleAssignmentResultSchema,
  roleAssignmentSchema,
  roleHolderSchema,
  roleSchema,
  selectorItemSchema,
} from '@stroomlijn/domain';
import { z } from 'zod';
import type { AuthSession } from '../../lib/sessions.js';
import { requireAuth } from '../../plugins/auth.js';
import { idParams, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { UserRolesService } from './service.js';

const access = ['ROLE_USER_MANAGER'] as const;
const route = routeOptions('user-roles');
const roles = { params: idParams, response: { 200: z.array(roleSchema) } };

type Change = (caller: AuthSession, assignment: RoleAssignment) => Promise<RoleAssignmentResult>;

/** Who holds which role: user managers read and change the assignments. */
export function registerUserRoleRoutes(api: ModuleApp, userRoles: UserRolesService): void {
  api.get(
    '/roles-from-user/:id',
    route(access, 'The roles the user holds directly, by name', roles),
    (request) => userRoles.rolesOfUser(request.params.id),
  );

  api.get(
    '/users-by-role/:id',
    route(
      access,
      'The users holding the role directly, ordered as the user list; administrator: holds ROLE_ADMIN effectively',
      { params: idParams, response: { 200: z.array(roleHolderSchema) } },
    ),
    (request) => userRoles.usersOfRole(request.params.id),
  );

  api.get(
    '/roles-from-role/:id',
    route(access, 'The roles inside a role of type roles, by name', roles),
    (request) => userRoles.rolesInRole(request.params.id),
  );

  api.get(
    '/selectable-users-by-role/:id',
    route(
      'authenticated',
      'The users holding the role, directly or through roles of type roles: id and display name. For user managers, the administrator, and reviewers of a response whose action holder role it is; anyone else not-allowed',
      { params: idParams, response: { 200: z.array(selectorItemSchema) } },
    ),
    (request) => userRoles.selectableUsers(requireAuth(request), request.params.id),
  );

  const changes: [string, string, Change][] = [
    ['add_user', 'Gives the user (id) the role (roleId); adding twice changes nothing', userRoles.addUser],
    ['remove_user', 'Takes the role (roleId) from the user (id)', userRoles.removeUser],
    ['add_role', 'Puts the role id inside the role of type roles roleId', userRoles.addRole],
    ['remove_role', 'Takes the role id out of the role roleId', userRoles.removeRole],
  ];
  for (const [name, summary, change] of changes) {
    api.post(
      `/${name}`,
      route(
        access,
        summary,
        { body: roleAssignmentSchema, response: { 200: roleAssignmentResultSchema } },
        [404, 409],
      ),
      (request) => change(requireAuth(request), request.body),
    );
  }
}
