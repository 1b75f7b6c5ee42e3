import { hasRole, type SystemRole } from '@stroomlijn/domain';

export interface NavigationEntry {
  path: string;
  /** Translation key of the label. */
  labelKey: string;
  /** The role the entry needs; null: always shown. */
  role: SystemRole | null;
  /** Other path prefixes for which the entry is the current one. */
  alsoActiveOn?: readonly string[];
}

/**
 * The navigation bar (spec part 2 §2, and the audit trail for administrators); the areas' routes are in
 * `routes.tsx` (areaRoutes).
 */
export const NAVIGATION_ENTRIES: readonly NavigationEntry[] = [
  { path: '/', labelKey: 'nav.home', role: null },
  {
    path: '/users',
    labelKey: 'nav.users-and-roles',
    role: 'ROLE_USER_MANAGER',
    alsoActiveOn: ['/roles', '/role-users', '/role-roles'],
  },
  { path: '/business-model', labelKey: 'nav.business-model', role: null },
  { path: '/my-process-models', labelKey: 'nav.my-processes', role: 'ROLE_USER' },
  { path: '/process-model', labelKey: 'nav.processes', role: 'ROLE_MODELER' },
  { path: '/data-stream', labelKey: 'nav.data-streams', role: 'ROLE_EDITOR' },
  { path: '/workflow', labelKey: 'nav.workflows', role: 'ROLE_ADMIN' },
  { path: '/audit', labelKey: 'nav.audit', role: 'ROLE_ADMIN' },
  { path: '/actions', labelKey: 'nav.actions', role: null },
  { path: '/logout', labelKey: 'nav.logout', role: null },
];

/** The entries a user with these roles may see (NAV-01..06). */
export function navigationEntriesFor(
  roles: readonly { name: string }[] | undefined,
  entries: readonly NavigationEntry[] = NAVIGATION_ENTRIES,
): NavigationEntry[] {
  return entries.filter((entry) => entry.role === null || hasRole(roles, entry.role));
}

function underPath(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether the entry is the current page's entry (Home only on `/` itself). */
export function isEntryActive(entry: NavigationEntry, pathname: string): boolean {
  if (entry.path === '/') return pathname === '/';
  return [entry.path, ...(entry.alsoActiveOn ?? [])].some((prefix) => underPath(pathname, prefix));
}
