import { SYSTEM_ROLES, type SystemRole } from '@stroomlijn/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { startSession } from '../lib/session';
import { securityInfo } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { isEntryActive, NAVIGATION_ENTRIES, navigationEntriesFor } from './navigation';
import { NavigationBar } from './navigation-bar';

const paths = (roles: readonly SystemRole[]) =>
  navigationEntriesFor(securityInfo(roles).roles).map((entry) => entry.path);

const ALWAYS = ['/', '/business-model', '/actions', '/logout'];

/**
 * Spec part 2 §2 'Navigation bar', the whole table: entry and who it is shown to (null: always); with the
 * audit trail for administrators, which came after the spec (docs/decisions.md, "The audit trail's screen").
 */
const SPEC_TABLE: [string, SystemRole | null][] = [
  ['Home', null],
  ['Users and Roles', 'ROLE_USER_MANAGER'],
  ['Business model', null],
  ['My processes', 'ROLE_USER'],
  ['Processes', 'ROLE_MODELER'],
  ['Data streams', 'ROLE_EDITOR'],
  ['Workflows', 'ROLE_ADMIN'],
  ['Audit trail', 'ROLE_ADMIN'],
  ['Actions', null],
  ['Logout', null],
];

describe('navigation entries', () => {
  it("NAV-01..06: the entries are the spec's full navigation table, in its order, with its roles", () => {
    expect(NAVIGATION_ENTRIES.map((entry) => [i18n.t(entry.labelKey), entry.role])).toEqual(SPEC_TABLE);
  });

  it.each(SYSTEM_ROLES.map((role) => [role]))(
    'NAV-01..06: a user with only %s sees the rows of the table for it',
    (role) => {
      const expected = SPEC_TABLE.filter(([, shownTo]) => shownTo === null || shownTo === role).map(
        ([label]) => label,
      );
      const labels = navigationEntriesFor(securityInfo([role]).roles).map((entry) => i18n.t(entry.labelKey));
      expect(labels).toEqual(expected);
    },
  );

  it('NAV-01: Home, Business model, Actions and Logout are always shown', () => {
    expect(paths([])).toEqual(ALWAYS);
  });

  it.each([
    ['NAV-02', 'ROLE_USER_MANAGER', '/users'],
    ['NAV-03', 'ROLE_USER', '/my-process-models'],
    ['NAV-04', 'ROLE_MODELER', '/process-model'],
    ['NAV-05', 'ROLE_EDITOR', '/data-stream'],
    ['NAV-06', 'ROLE_ADMIN', '/workflow'],
    ['audit trail', 'ROLE_ADMIN', '/audit'],
  ] as const)('%s: the entry of %s is shown only with that role', (_row, role, path) => {
    expect(paths([role])).toContain(path);
    expect(paths(SYSTEM_ROLES.filter((other) => other !== role))).not.toContain(path);
  });

  it('NAV-01..06: a user with only ROLE_USER sees fewer entries than an administrator', () => {
    expect(paths(['ROLE_USER'])).toEqual([
      '/',
      '/business-model',
      '/my-process-models',
      '/actions',
      '/logout',
    ]);
    expect(paths(SYSTEM_ROLES)).toEqual(NAVIGATION_ENTRIES.map((entry) => entry.path));
    expect(paths(['ROLE_USER']).length).toBeLessThan(paths(SYSTEM_ROLES).length);
  });

  it('Home is current only on /, an area entry on all its sub-paths', () => {
    const [home, users] = NAVIGATION_ENTRIES;
    expect(isEntryActive(home!, '/')).toBe(true);
    expect(isEntryActive(home!, '/users')).toBe(false);
    expect(isEntryActive(users!, '/users/new')).toBe(true);
    expect(isEntryActive(users!, '/role-users/1')).toBe(true);
    expect(isEntryActive(users!, '/usersx')).toBe(false);
  });
});

describe('NavigationBar', () => {
  it('SH-23: shows the entries as links and marks the current one', () => {
    startSession(securityInfo(['ROLE_USER']));
    renderRoutes([{ path: '*', element: <NavigationBar /> }], ['/']);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Business model',
      'My processes',
      'Actions',
      'Logout',
    ]);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/logout');
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('aria-current')).toBeNull();
  });
});
