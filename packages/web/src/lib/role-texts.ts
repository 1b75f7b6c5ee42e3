import { seededRoleTexts } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { compareText } from './text-order';

/**
 * How a role is named and described on screen. A built-in role (a system role, Everyone) whose text is
 * still the one it was created with is shown in the user's language, found by its fixed id; any other
 * text (a role of the organisation's, a built-in role an administrator renamed or described anew) is
 * data and shown as stored. A published revision that kept the seeded name shows it translated as well.
 */
export function roleNameText(t: TFunction, role: { id: string; name: string }): string {
  const seeded = seededRoleTexts(role.id);
  if (!seeded?.translatedName || role.name !== seeded.name) return role.name;
  return t(`built-in-role.${seeded.key}.name`);
}

export function roleDescriptionText(t: TFunction, role: { id: string; description: string }): string {
  const seeded = seededRoleTexts(role.id);
  if (!seeded || role.description !== seeded.description) return role.description;
  return t(`built-in-role.${seeded.key}.description`);
}

/**
 * The stored value of a text edited in a form that showed it through the functions above: left as shown,
 * it stays what was stored (in any language); changed, it is what was typed.
 */
export function storedRoleText(edited: string, shown: string, stored: string): string {
  return edited === shown ? stored : edited;
}

/** Roles sorted by the name they show (RO-01): Everyone sorts as 'Iedereen' in Dutch. */
export function byRoleName<R extends { id: string; name: string }>(t: TFunction, roles: readonly R[]): R[] {
  const named = roles.map((role) => ({ role, name: roleNameText(t, role) }));
  return named.sort((a, b) => compareText(a.name, b.name)).map(({ role }) => role);
}
