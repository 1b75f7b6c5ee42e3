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
 * all four (US-17). A user whose data was erased keeps only the delete link: nothing of it is edited.
 */
export function userActions(user: { id: string; erased?: boolean }): UserActions {
  const isAdmin = user.id === ADMIN_USER_ID;
  const isSupport = user.id === SUPPORT_USER_ID;
  const erased = user.erased === true;
  return {
    edit: !erased,
    roles: !isAdmin && !erased,
    changePassword: !erased,
    delete: !isAdmin && !isSupport,
  };
}
