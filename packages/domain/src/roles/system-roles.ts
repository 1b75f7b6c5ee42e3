import { SYSTEM_ROLE_IDS } from '../ids.js';

export const SYSTEM_ROLES = [
  'ROLE_ADMIN',
  'ROLE_USER_MANAGER',
  'ROLE_MODELER',
  'ROLE_EDITOR',
  'ROLE_USER',
] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];

export const ROLE_TYPES = ['multi', 'system', 'roles'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export const SYSTEM_ROLE_DESCRIPTIONS: Record<SystemRole, string> = {
  ROLE_ADMIN: 'Administrator: workflows, forms and every special right',
  ROLE_USER_MANAGER: 'Manages users and roles',
  ROLE_MODELER: 'Draws and publishes process models',
  ROLE_EDITOR: 'Keeps the business model and the data streams',
  ROLE_USER: 'Reads the published process models they take part in',
};

export function systemRoleId(role: SystemRole): string {
  return SYSTEM_ROLE_IDS[role];
}

/** The local check of spec part 1 §6: does the signed-in user hold this role name? */
export function hasRole(roles: readonly { name: string }[] | undefined, name: string): boolean {
  return roles?.some((role) => role.name === name) ?? false;
}
