import type { ServerModule } from '../server-module.js';
import { type AuditRetentionJob, auditRetentionJob } from './retention.js';
import { registerAuditRoutes } from './routes.js';

export { registerAuditContext } from './audit-context.js';
export { type AuditRecord, auditedWrite, recordAudit } from './record-audit.js';
export { auditRepository, toAuditEntry } from './repository.js';
export { verifyChain } from './verify-chain.js';

declare module '../server-module.js' {
  interface AppJobs {
    /** The hourly removal of audit entries past the retention; `runNow(now)` applies it at once. */
    auditRetention: AuditRetentionJob;
  }
}

/**
 * The audit trail: who did what, appended in the transaction of each change as a hash chain, read and
 * exported by administrators, kept for the retention (STROOMLIJN_AUDIT_RETENTION_YEARS).
 */
export const auditModule: ServerModule = async (api, { config, database, jobs }) => {
  registerAuditRoutes(api, database.db);
  jobs.declare(
    'auditRetention',
    auditRetentionJob(database.db, {
      years: config.auditRetentionYears,
      timer: true,
      onError: (error) => api.log.error({ err: error }, 'Applying the retention of the audit trail failed'),
    }),
  );
};
