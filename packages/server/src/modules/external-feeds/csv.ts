import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

/**
 * A CSV file (RFC 4180: fields quoted when they hold a comma, a quote or a line break, quotes doubled;
 * CRLF; a header row naming the columns) of `rows`, read as the reader consumes it. A cell that starts
 * with =, +, -, @, a tab or a carriage return gets a leading ' so that a spreadsheet shows it as text
 * instead of running it as a formula. Empty cells for null.
 */
export function csvFile<Row extends object>(
  columns: readonly (keyof Row & string)[],
  rows: AsyncIterable<Row>,
) {
  const file = stringify({
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    // With its own record delimiter csv-stringify would quote only CRLF; a lone LF or CR must be quoted too.
    quote_record_delimiter: true,
    escape_formulas: true,
  });
  // A failure of the rows ends the file with an error (the connection is cut: no half file looks whole).
  pipeline(Readable.from(rows), file).catch((error: unknown) => file.destroy(error as Error));
  return file;
}
