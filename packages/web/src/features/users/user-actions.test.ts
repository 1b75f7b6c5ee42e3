import { ADMIN_USER_ID, SUPPORT_USER_ID } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { userActions } from './user-actions';

describe('userActions', () => {
  it('US-15: the built-in administrator has edit and change-password, but no roles and no delete link', () => {
    expect(userActions({ id: ADMIN_USER_ID })).toEqual({
      edit: true,
      roles: false,
      changePassword: true,
      delete: false,
    });
  });

  it('US-16: the support user has no delete link', () => {
    expect(userActions({ id: SUPPORT_USER_ID })).toEqual({
      edit: true,
      roles: true,
      changePassword: true,
      delete: false,
    });
  });

  it('US-17: every other user has edit, roles, change-password and delete links', () => {
    expect(userActions({ id: '10000000-0000-4000-8000-000000000009' })).toEqual({
      edit: true,
      roles: true,
      changePassword: true,
      delete: true,
    });
  });
});
