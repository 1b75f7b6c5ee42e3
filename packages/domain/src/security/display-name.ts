import type { SecurityUser } from './schemas.js';

/** Full display name: first name, preposition, last name, skipping empty parts. */
export function displayName(user: Pick<SecurityUser, 'firstName' | 'preposition' | 'lastName'>): string {
  return [user.firstName, user.preposition, user.lastName].filter((part) => part.trim() !== '').join(' ');
}
