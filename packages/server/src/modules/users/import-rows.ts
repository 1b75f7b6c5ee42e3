import { TEXT_LIMIT, type UserImportOutcome, type UserImportRow, userFieldsSchema } from '@stroomlijn/domain';
import type { CsvRecord } from './csv-records.js';

/** Columns of the import, in this order (spec part 2 §5). */
const COLUMNS = 4;
const emailSchema = userFieldsSchema.shape.email;

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
  // Cells past the fourth are tolerated when empty (a spreadsheet's trailing separators).
  if (!cells || cells.length < COLUMNS || cells.slice(COLUMNS).some((cell) => cell !== '')) {
    return 'invalid-row';
  }
  const [firstName = '', lastName = '', , email = ''] = cells;
  if (cells.some((cell) => cell.length > TEXT_LIMIT)) return 'invalid-row';
  if (!isEmail(email)) return 'invalid-email';
  if (firstName === '' || lastName === '') return 'missing-name';
  if (taken.has(email.toLowerCase())) return 'duplicate-email';
  return 'imported';
}

/**
 * The outcome of every row of an import. `taken` holds the email keys that exist already; a row
 * repeating an address of an earlier row of the same file is a duplicate as well.
 */
export function classifyImportRows(
  records: readonly CsvRecord[],
  taken: ReadonlySet<string>,
): { rows: UserImportRow[]; users: ImportedUser[] } {
  const seen = new Set(taken);
  const rows: UserImportRow[] = [];
  const users: ImportedUser[] = [];
  for (const [index, { row, cells }] of records.entries()) {
    if (index === 0 && cells && isHeader(cells)) continue;
    const outcome = outcomeOf(cells, seen);
    const [firstName = '', lastName = '', preposition = '', email = ''] = (cells ?? []).map((cell) =>
      cell.slice(0, TEXT_LIMIT),
    );
    rows.push({ row, email, firstName, preposition, lastName, outcome });
    if (outcome === 'imported') {
      const emailKey = email.toLowerCase();
      seen.add(emailKey);
      users.push({ email, emailKey, firstName, preposition, lastName });
    }
  }
  return { rows, users };
}
