import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { verifyChain } from '../modules/audit/index.js';
import type { Output } from './command.js';
import { withoutPassword } from './postgres.js';

/**
 * `npm run audit:verify`: checks the audit trail's hash chain of the database the environment names (as
 * the server reads it) and names the first entry that breaks it. Exit code 0 when intact, 1 when broken
 * or unreadable.
 */
export async function runAuditVerify(env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  const config = loadConfig(env, { webDir: null });
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile ?? path.join(config.dataDir, 'stroomlijn.sqlite'),
    timeouts: config.databaseTimeouts,
  });
  try {
    const started = Date.now();
    const check = await verifyChain(database.db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (check.broken === null) {
      output.out(`The audit trail is intact: ${check.entries} entries checked in ${seconds} s.`);
      return 0;
    }
    output.err(
      `The audit trail is broken at entry ${check.broken.seq} (${check.broken.reason}); the ${check.entries} entries before it are intact.`,
    );
    return 1;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    output.err(`audit:verify failed: ${withoutPassword(message, env.DATABASE_URL ?? null)}`);
    return 1;
  } finally {
    await database.close();
  }
}
