import { describe, expect, it } from 'vitest';
import { twoInstances } from '../../test/two-instances.js';
import { recordAudit } from './record-audit.js';

describe('the retention job and other writes', () => {
  it('a run with nothing past the retention takes no lock: it ends while another instance appends an entry', async () => {
    const { apps, close } = await twoInstances();
    try {
      const [one, two] = apps;
      await one.database.db.transaction().execute(async (trx) => {
        // The append holds the chain's lock (PostgreSQL) or the write lock (SQLite) until the commit.
        await recordAudit(trx, { entity: 'role', entityId: 'r', action: 'create', after: { name: 'Kept' } });
        // Without the fix the run waits for that lock while the transaction waits for the run.
        expect(await two.jobs.get('auditRetention').runNow()).toBe(0);
      });
    } finally {
      await close();
    }
  });
});
