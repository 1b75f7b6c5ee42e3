import path from 'node:path';
import { loadConfig } from '../config.js';
import { type BackupSummary, backup } from './backup.js';
import { OperationError } from './operation-error.js';
import { DIALECT_NAMES, type Place } from './place.js';
import { withoutPassword } from './postgres.js';
import { type RestoreSummary, restore } from './restore.js';
import { formatBytes, plural } from './words.js';

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

const USAGE = 'Usage: npm run backup -- <file>  |  npm run restore -- <file>';

function schema(migrations: readonly string[]): string {
  return `schema ${migrations.at(-1) ?? '(none)'} (${plural(migrations.length, 'migration')})`;
}

function printBackup(summary: BackupSummary, { out }: Output): void {
  out(`Wrote ${summary.file} (${formatBytes(summary.bytes)})`);
  out(
    `  database: ${DIALECT_NAMES[summary.dialect]}, ${formatBytes(summary.databaseBytes)}, ${schema(summary.migrations)}`,
  );
  const where = summary.dialect === 'postgres' ? ' (inside the dump)' : '';
  out(`  uploaded files: ${summary.files}${where}`);
  if (summary.missingFiles.length > 0)
    out(
      `  Warning: ${plural(summary.missingFiles.length, 'file')} had no content in the files directory and are not in the backup: ${summary.missingFiles.join(', ')}`,
    );
}

function printRestore(summary: RestoreSummary, { out }: Output): void {
  out(`Restored ${summary.file} (made ${summary.createdAt}) into ${summary.target}`);
  const size = summary.databaseBytes > 0 ? `, ${formatBytes(summary.databaseBytes)}` : '';
  out(`  database: ${DIALECT_NAMES[summary.dialect]}${size}, ${schema(summary.migrations)}`);
  out(`  uploaded files: ${summary.files}`);
  out('Start the server on it as usual; it runs any newer migrations at start.');
}

/**
 * `backup <file>` or `restore <file>` on the place the environment names, as the server would read it.
 * A relative file is taken from where `npm run` was called (INIT_CWD). Returns the exit code.
 */
export async function runCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: Output,
): Promise<number> {
  const [command, file, ...rest] = args;
  if (command !== 'backup' && command !== 'restore') {
    output.err(USAGE);
    return 2;
  }
  if (!file || rest.length > 0) {
    output.err(`Name exactly one backup file: npm run ${command} -- <file>`);
    return 2;
  }
  try {
    const config = loadConfig(env, { webDir: null });
    const place: Place = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
    const where = path.resolve(env.INIT_CWD ?? process.cwd(), file);
    if (command === 'backup') printBackup(await backup(place, where, { report: output.out }), output);
    else printRestore(await restore(place, where, { report: output.out }), output);
    return 0;
  } catch (error) {
    const message =
      error instanceof OperationError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    output.err(`${command} failed: ${withoutPassword(message, env.DATABASE_URL ?? null)}`);
    return 1;
  }
}
