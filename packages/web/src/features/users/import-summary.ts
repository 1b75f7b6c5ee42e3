import {
  UPLOAD_LIMIT_BYTES,
  USER_IMPORT_MEDIA_TYPES,
  USER_IMPORT_OUTCOMES,
  type UserImportOutcome,
  type UserImportResult,
} from '@stroomlijn/domain';

export interface ImportSummary {
  total: number;
  imported: number;
  notImported: number;
  /** How many rows had each outcome. */
  byOutcome: Record<UserImportOutcome, number>;
  /** 'user-import.all-succeeded' when every row was imported, else 'user-import.failed' (US-24, US-25). */
  messageKey: 'user-import.all-succeeded' | 'user-import.failed';
}

/** The summary shown above the result table. A file without rows counts as failed: nothing was imported. */
export function summarizeImport(result: Pick<UserImportResult, 'rows'>): ImportSummary {
  const byOutcome = Object.fromEntries(USER_IMPORT_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    UserImportOutcome,
    number
  >;
  for (const row of result.rows) byOutcome[row.outcome] += 1;
  const total = result.rows.length;
  const imported = byOutcome.imported;
  return {
    total,
    imported,
    notImported: total - imported,
    byOutcome,
    messageKey: total > 0 && imported === total ? 'user-import.all-succeeded' : 'user-import.failed',
  };
}

export type ImportFileProblem = 'not-a-csv-file' | 'file-too-large';

/**
 * Checks a chosen file before the upload (US-18, US-21): a .csv name with a type a CSV file may have,
 * and at most the upload limit. The server checks type and content again.
 */
export function importFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): ImportFileProblem | null {
  const csvName = /\.csv$/i.test(file.name);
  const csvType =
    file.type === '' || (USER_IMPORT_MEDIA_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!csvName || !csvType) return 'not-a-csv-file';
  if (file.size > UPLOAD_LIMIT_BYTES) return 'file-too-large';
  return null;
}
