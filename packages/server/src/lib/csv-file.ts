import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

/**
 * A CSV file (RFC 4180: fields quoted when they hold a comma, a quote or a line break, quotes doubled;
 * CRLF; a header row naming the columns) of `batches` of rows, read as the reader consumes it. A cell that
 * starts with =, +, -, @, a tab or a carriage return gets a leading ' so that a spreadsheet shows it as
 * text instead of running it as a formula. Empty cells for null. Each batch is written as one piece of
 * text: a piece per row would cost a stream write and a compression call per row (four times the time).
 */
export function csvFile<Row extends object>(
  columns: readonly (keyof Row & string)[],
  batches: AsyncIterable<readonly Row[]>,
): Readable {
  const options = {
    columns: [...columns],
    record_delimiter: 'windows',
    // With its own record delimiter csv-stringify would quote only CRLF; a lone LF or CR must be quoted too.
    quote_record_delimiter: true,
    escape_formulas: true,
  } as const;
  async function* pieces(): AsyncGenerator<string> {
    yield stringify([], { ...options, header: true });
    for await (const batch of batches) if (batch.length > 0) yield stringify([...batch], options);
  }
  // A failure of the rows ends the file with an error (the connection is cut: no half file looks whole).
  return Readable.from(pieces(), { objectMode: false });
}
