import {
  TEXT_LIMIT,
  USER_IMPORT_COLUMN_LIMIT,
  USER_IMPORT_ROW_CHARACTER_LIMIT,
  USER_IMPORT_ROW_LIMIT,
  type UserImportOutcome,
  type UserImportRow,
  userFieldsSchema,
} from '@stroomlijn/domain';
import type { CsvLimits, CsvRecord } from './csv-records.js';

/** Columns of the import, in this order (spec part 2 §5). */
const COLUMNS = 4;
const emailSchema = userFieldsSchema.shape.email;

/** The limits an import file is read with: one record more than the rows, as the first may be a header. */
export const IMPORT_CSV_LIMITS: CsvLimits = {
  records: USER_IMPORT_ROW_LIMIT + 1,
  columns: USER_IMPORT_COLUMN_LIMIT,
  recordCharacters: USER_IMPORT_ROW_CHARACTER_LIMIT,
};

export interface ImportedUser {
  email: string;
  emailKey: string;
  firstName: string;
  preposition: string;
  lastName: string;
}

function isEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

/** A first row whose email column holds no address but names one ('Email', 'E-mailadres') is a header. */
function isHeader(cells: readonly string[]): boolean {
  const email = cells[COLUMNS - 1] ?? '';
  return !isEmail(email) && !email.includes('@') && /mail/i.test(email);
}

function outcomeOf(cells: readonly string[] | null, taken: ReadonlySet<string>): UserImportOutcome {
  // Cells past the fourth are tolerated when empty (a spreadsheet's trailing separators), up to a limit.
  if (
    !cells ||
    cells.length < COLUMNS ||
    cells.length > USER_IMPORT_COLUMN_LIMIT ||
    cells.slice(COLUMNS).some((cell) => cell !== '')
  ) {
    return 'invalid-row';
  }
  const [firstName = '', lastName = '', , email = ''] = cells;
  if (cells.some((cell) => cell.length > TEXT_LIMIT)) return 'invalid-row';
  if (!isEmail(email)) return 'invalid-email';
  if (firstName === '' || lastName === '') return 'missing-name';
  if (taken.has(email.toLowerCase())) return 'duplicate-email';
  return 'imported';
}

/** The rows of the file to import: its records without a first row that is a header. */
export function importRows(records: readonly CsvRecord[]): readonly CsvRecord[] {
  const first = records[0];
  return first?.cells && isHeader(first.cells) ? records.slice(1) : records;
}

/** The email keys the rows could import: only these need a look in the database. */
export function candidateEmailKeys(rows: readonly CsvRecord[]): Set<string> {
  const keys = new Set<string>();
  for (const { cells } of rows) {
    const email = cells?.[COLUMNS - 1] ?? '';
    if (email !== '' && email.length <= TEXT_LIMIT) keys.add(email.toLowerCase());
  }
  return keys;
}

/**
 * The outcome of every row of an import (`rows`: without the header, see importRows). `taken` holds
 * the email keys that exist already; a row repeating an address of an earlier row of the same file is
 * a duplicate as well.
 */
export function classifyImportRows(
  rows: readonly CsvRecord[],
  taken: ReadonlySet<string>,
): { rows: UserImportRow[]; users: ImportedUser[] } {
  const seen = new Set(taken);
  const outcomes: UserImportRow[] = [];
  const users: ImportedUser[] = [];
  for (const { row, cells } of rows) {
    const outcome = outcomeOf(cells, seen);
    const [firstName = '', lastName = '', preposition = '', email = ''] = (cells ?? []).map((cell) =>
      cell.slice(0, TEXT_LIMIT),
    );
    outcomes.push({ row, email, firstName, preposition, lastName, outcome });
    if (outcome === 'imported') {
      const emailKey = email.toLowerCase();
      seen.add(emailKey);
      users.push({ email, emailKey, firstName, preposition, lastName });
    }
  }
  return { rows: outcomes, users };
}
