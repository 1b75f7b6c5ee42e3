import { ADMIN_USER_ID, SUPPORT_USER_ID } from '@stroomlijn/domain';

/** May this user's data be erased? Not the built-in administrator's or support user's, nor twice. */
export function mayErase(user: { id: string; erased?: boolean }): boolean {
  return user.id !== ADMIN_USER_ID && user.id !== SUPPORT_USER_ID && !user.erased;
}
