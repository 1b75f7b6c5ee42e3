import { displayName } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Identity } from './scrub.js';

interface AccountFields {
  email: string;
  first_name: string;
  preposition: string;
  last_name: string;
  personnel_number: string;
}

type UserChange = Partial<
  Record<'email' | 'firstName' | 'preposition' | 'lastName' | 'personnelNumber', unknown>
>;

const strings = (values: unknown[]) => values.filter((value): value is string => typeof value === 'string');

/**
 * Everything that identified the person: the account's fields now, and those it had before, as the
 * audit trail's entries about the account recorded them (a rename leaves the old name in entries and in
 * records written before it). Full names are formed of every first name, preposition and last name they had.
 */
export async function identityOf(
  db: Kysely<Database>,
  userId: string,
  account: AccountFields,
): Promise<Identity> {
  const firstNames = [account.first_name];
  const prepositions = [account.preposition];
  const lastNames = [account.last_name];
  const emails = [account.email];
  const numbers = [account.personnel_number];
  const rows = await db
    .selectFrom('audit_entry')
    .select('change')
    .where('entity', '=', 'user')
    .where('entity_id', '=', userId)
    .execute();
  for (const row of rows) {
    const change = JSON.parse(row.change) as { before?: UserChange | null; after?: UserChange | null };
    for (const side of [change.before, change.after]) {
      if (!side) continue;
      firstNames.push(...strings([side.firstName]));
      prepositions.push(...strings([side.preposition]));
      lastNames.push(...strings([side.lastName]));
      emails.push(...strings([side.email]));
      numbers.push(...strings([side.personnelNumber]));
    }
  }
  const unique = (values: string[]) => [...new Set(values.filter((value) => value.trim() !== ''))];
  const fullNames = unique(firstNames).flatMap((firstName) =>
    ['', ...unique(prepositions)].flatMap((preposition) =>
      unique(lastNames).map((lastName) => displayName({ firstName, preposition, lastName })),
    ),
  );
  return {
    names: unique([...fullNames, ...firstNames, ...lastNames]),
    fullNames: unique(fullNames),
    emails: unique(emails),
    personnelNumbers: unique(numbers),
  };
}

/**
 * The names records were written under (a publisher's, an approver's): the full names, or the email of
 * someone without a name (process-models' `recordedName`).
 */
export function recordedNames(identity: Identity): string[] {
  return [...identity.fullNames, ...identity.emails];
}
