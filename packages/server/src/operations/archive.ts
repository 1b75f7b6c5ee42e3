import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create, extract, Parser, type ReadEntry } from 'tar';
import { z } from 'zod';
import { syncFile } from './file-system.js';
import { OperationError } from './operation-error.js';

/**
 * A backup is one gzipped tar: `manifest.json` first, then the database (`stroomlijn.sqlite` with the
 * uploaded files under `files/<id>`, or PostgreSQL's `database.dump`, which holds the files itself).
 */
export const ENTRY = {
  manifest: 'manifest.json',
  sqlite: 'stroomlijn.sqlite',
  dump: 'database.dump',
  filesDir: 'files',
} as const;

const BACKUP_FORMAT = 'stroomlijn-backup';
const MANIFEST_MAX_BYTES = 1024 * 1024;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(1),
  dialect: z.enum(['sqlite', 'postgres']),
  createdAt: z.string(),
  /** The executed migrations: the schema version of the database inside. */
  migrations: z.array(z.string()),
  files: z.number().int().nonnegative(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export function newManifest(fields: Omit<BackupManifest, 'format' | 'formatVersion' | 'createdAt'>) {
  return { format: BACKUP_FORMAT, formatVersion: 1, createdAt: new Date().toISOString(), ...fields } as const;
}

export const notABackup = (file: string, why: string) =>
  new OperationError(`${file} is not a Stroomlijn backup: ${why}`);

export interface ArchiveEntry {
  /** The name inside the archive. */
  name: string;
  /** The file on disk. */
  source: string;
}

/**
 * Writes the entries, in their order, to a new archive `target` (readable by its owner only: it holds
 * password hashes). It appears under its name only when complete, and never replaces a file.
 */
export async function writeArchive(target: string, entries: readonly ArchiveEntry[]): Promise<void> {
  const names = new Map(entries.map((entry) => [path.resolve(entry.source), entry.name]));
  const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
  try {
    const pack = create(
      {
        gzip: true,
        portable: true,
        strict: true,
        preservePaths: true,
        // Sources lie in several directories; each gets its name in the archive here.
        onWriteEntry: (entry) => {
          entry.path = names.get(entry.absolute) ?? path.basename(entry.absolute);
        },
      },
      [...names.keys()],
    );
    await pipeline(pack, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await syncFile(partial);
    await link(partial, target).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST' ? new OperationError(`${target} exists already: name a new file`) : error;
    });
  } finally {
    await rm(partial, { force: true });
  }
}

/** The manifest, read from the archive's first entry without reading further. */
export function readManifest(file: string): Promise<BackupManifest> {
  return new Promise((resolve, reject) => {
    const input = createReadStream(file);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      input.destroy();
      outcome();
    };
    const fail = (why: string) => settle(() => reject(notABackup(file, why)));
    const parser = new Parser({ strict: true });
    let first = true;
    parser.on('entry', (entry: ReadEntry) => {
      // The parser goes on with what it has read already; only the first entry counts.
      if (!first) return entry.resume();
      first = false;
      if (entry.path !== ENTRY.manifest || entry.size > MANIFEST_MAX_BYTES) {
        entry.resume();
        return fail(`it does not start with ${ENTRY.manifest}`);
      }
      entry
        .concat()
        .then((bytes) => {
          const parsed = manifestSchema.safeParse(JSON.parse(bytes.toString('utf8')));
          if (!parsed.success) return fail(`its ${ENTRY.manifest} is not one of a Stroomlijn backup`);
          settle(() => resolve(parsed.data));
        })
        .catch(() => fail(`its ${ENTRY.manifest} cannot be read`));
    });
    parser.on('error', (error: Error) => fail(`it is no gzipped tar archive (${error.message})`));
    parser.on('end', () => fail(`it holds no ${ENTRY.manifest}`));
    input.on('error', (error) => settle(() => reject(error)));
    input.pipe(parser);
  });
}

/**
 * Extracts the entries that `accepts` names into `directory`; an entry it does not name, or one that is
 * no plain file, makes the archive no backup (and is not written).
 */
export async function extractArchive(
  file: string,
  directory: string,
  accepts: (name: string) => boolean,
): Promise<string[]> {
  const extracted: string[] = [];
  const strangers: string[] = [];
  await extract({
    file,
    cwd: directory,
    strict: true,
    preserveOwner: false,
    filter: (name, entry) => {
      const type = 'type' in entry ? entry.type : null;
      if (type === 'Directory' && name.replace(/\/$/, '') === ENTRY.filesDir) return false;
      const ok = type === 'File' && accepts(name);
      (ok ? extracted : strangers).push(name);
      return ok;
    },
  }).catch((error: Error) => {
    throw notABackup(file, `the archive is damaged (${error.message})`);
  });
  if (strangers.length > 0) throw notABackup(file, `it holds ${strangers.slice(0, 3).join(', ')}`);
  return extracted;
}
