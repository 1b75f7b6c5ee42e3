import { ADMIN_USER_ID, SUPPORT_USER_ID } from '@stroomlijn/domain';

export interface UserActions {
  edit: boolean;
  roles: boolean;
  changePassword: boolean;
  delete: boolean;
}

/**
 * The action links of a row of the user list (spec part 2 §2): the built-in administrator has no
 * roles link and no delete link (US-15), the support user no delete link (US-16), every other user
 * all four (US-17).
 */
export function userActions(user: { id: string }): UserActions {
  const isAdmin = user.id === ADMIN_USER_ID;
  const isSupport = user.id === SUPPORT_USER_ID;
  return {
    edit: true,
    roles: !isAdmin,
    changePassword: true,
    delete: !isAdmin && !isSupport,
  };
}
