import type { Migration, MigrationProvider } from 'kysely';
import { foundation } from './0001-foundation.js';
import { userAdministration } from './0002-user-administration.js';
import { implicitRoles } from './0003-implicit-roles.js';
import { processModels } from './0004-process-models.js';
import { businessModels } from './0005-business-models.js';
import { inputOutputs } from './0006-input-outputs.js';
import { workflows } from './0007-workflows.js';
import { responseActions } from './0008-response-actions.js';
import { actionReminders } from './0009-action-reminders.js';
import { reporting } from './0010-reporting.js';
import { readListCount } from './0011-read-list-count.js';
import { revisionNames } from './0012-revision-names.js';
import { authGeneration } from './0013-auth-generation.js';
import { changeNotes } from './0014-change-notes.js';
import { reviewDates } from './0015-review-dates.js';
import { signInDevices } from './0016-sign-in-devices.js';
import { userLanguage } from './0017-user-language.js';
import { approvals } from './0018-approvals.js';
import { feedback } from './0019-feedback.js';
import { acknowledgements } from './0020-acknowledgements.js';
import { search } from './0021-search.js';
import { searchKinds } from './0022-search-kinds.js';
import { audit } from './0023-audit.js';
import { erasure } from './0024-erasure.js';
import { responseRetention } from './0025-response-retention.js';
import { auditHead } from './0026-audit-head.js';

/** One ordered migration set for SQLite and PostgreSQL. Append; never edit a landed migration. */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-user-administration': userAdministration,
  '0003-implicit-roles': implicitRoles,
  '0004-process-models': processModels,
  '0005-business-models': businessModels,
  '0006-input-outputs': inputOutputs,
  '0007-workflows': workflows,
  '0008-response-actions': responseActions,
  '0009-action-reminders': actionReminders,
  '0010-reporting': reporting,
  '0011-read-list-count': readListCount,
  '0012-revision-names': revisionNames,
  '0013-auth-generation': authGeneration,
  '0014-change-notes': changeNotes,
  '0015-review-dates': reviewDates,
  '0016-sign-in-devices': signInDevices,
  '0017-user-language': userLanguage,
  '0018-approvals': approvals,
  '0019-feedback': feedback,
  '0020-acknowledgements': acknowledgements,
  '0021-search': search,
  '0022-search-kinds': searchKinds,
  '0023-audit': audit,
  '0024-erasure': erasure,
  '0025-response-retention': responseRetention,
  '0026-audit-head': auditHead,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
