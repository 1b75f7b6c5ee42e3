import { SYSTEM_ROLE_IDS } from '../ids.js';
import { EVERYONE_ROLE } from './special-roles.js';
import { SYSTEM_ROLE_DESCRIPTIONS, SYSTEM_ROLES } from './system-roles.js';

/**
 * The texts a built-in role is created with (the seed), and the key under `built-in-role` in the web's
 * translations that gives them in the user's language. A text an administrator changed is no longer the
 * seeded one and is shown as typed. The system roles keep their names (ROLE_*) in every language.
 */
export interface SeededRoleTexts {
  key: string;
  name: string;
  description: string;
  /** Whether the name has a translation too (Everyone); the ROLE_* names are the same in every language. */
  translatedName: boolean;
}

const SEEDED: ReadonlyMap<string, SeededRoleTexts> = new Map<string, SeededRoleTexts>([
  ...SYSTEM_ROLES.map((role): [string, SeededRoleTexts] => [
    SYSTEM_ROLE_IDS[role],
    { key: role, name: role, description: SYSTEM_ROLE_DESCRIPTIONS[role], translatedName: false },
  ]),
  [
    EVERYONE_ROLE.id,
    {
      key: 'everyone',
      name: EVERYONE_ROLE.name,
      description: EVERYONE_ROLE.description,
      translatedName: true,
    },
  ],
]);

/** The seeded texts of the built-in role with this id; undefined for any other role. */
export function seededRoleTexts(roleId: string): SeededRoleTexts | undefined {
  return SEEDED.get(roleId);
}

/** Every built-in role's seeded texts (the web's translations hold a key for each). */
export function allSeededRoleTexts(): SeededRoleTexts[] {
  return [...SEEDED.values()];
}
