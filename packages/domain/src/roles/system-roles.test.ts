import { describe, expect, it } from 'vitest';
import { SYSTEM_ROLE_IDS } from '../ids.js';
import { displayName } from '../security/index.js';
import { hasRole, SYSTEM_ROLES } from './system-roles.js';

describe('roles', () => {
  it('SH-23: the local check finds a role by name', () => {
    const roles = [{ id: '1', name: 'ROLE_USER' }];
    expect(hasRole(roles, 'ROLE_USER')).toBe(true);
    expect(hasRole(roles, 'ROLE_ADMIN')).toBe(false);
    expect(hasRole(undefined, 'ROLE_USER')).toBe(false);
  });

  it('every system role has a fixed, distinct id', () => {
    const ids = SYSTEM_ROLES.map((role) => SYSTEM_ROLE_IDS[role]);
    expect(new Set(ids).size).toBe(SYSTEM_ROLES.length);
  });

  it('a display name skips empty parts', () => {
    expect(displayName({ firstName: 'Jan', preposition: 'van der', lastName: 'Berg' })).toBe(
      'Jan van der Berg',
    );
    expect(displayName({ firstName: 'Administrator', preposition: '', lastName: '' })).toBe('Administrator');
  });
});
