import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MailRecipient } from '../../integrations/mail/index.js';
import { effectiveHoldersOf } from '../users/index.js';

/**
 * The email addresses, with their chosen languages, of the live users who hold the role: directly,
 * through roles of type roles (at any depth), or all of them for an implicit role (Everyone, ROLE_USER).
 */
export function roleHolderRecipients(db: Kysely<Database>, roleId: string): Promise<MailRecipient[]> {
  return effectiveHoldersOf(db, roleId)
    .select(['app_user.email as email', 'app_user.language as language'])
    .distinct()
    .orderBy('app_user.email')
    .execute();
}
