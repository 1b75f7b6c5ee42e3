import { access, open, rm } from 'node:fs/promises';

export const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Flushes a file (or a directory's entries) to the disk, so that a crash after a rename keeps it. */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Removes a working directory. An extraction that failed may still be finishing a file in it, so removal
 * is retried; a leftover would be harmless, so a failure here never hides how the operation ended.
 */
export async function removeWorkingDir(directory: string): Promise<void> {
  await rm(directory, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 }).catch(
    () => undefined,
  );
}
