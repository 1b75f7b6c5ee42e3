import { parse } from 'csv-parse/sync';

/** One record of the file: its 1-based line, and its cells (trimmed), or null when it could not be read. */
export interface CsvRecord {
  row: number;
  cells: string[] | null;
}

function isControl(code: number): boolean {
  // Tab, line feed and carriage return belong in text; other control characters mean binary content.
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

/**
 * The upload as text, or null when it is not text: invalid UTF-8, a NUL or another control character
 * (a spreadsheet, zip or other binary renamed to .csv). A UTF-8 byte order mark is dropped.
 */
export function decodeCsvText(content: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return null;
  }
  for (let i = 0; i < text.length; i++) {
    if (isControl(text.charCodeAt(i))) return null;
  }
  return text;
}

/**
 * Semicolon when the first line (outside quotes) has more semicolons than commas, else comma. Only the
 * start of the text is looked at: a first line longer than that is refused as too long anyway.
 */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text.slice(0, 65_536)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n') break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

interface LineInfo {
  lines: number;
  empty_lines: number;
}

/** Limits of one read: the parser stops at the first one passed. */
export interface CsvLimits {
  /** Records kept (rows with a filled cell, and unreadable ones). */
  records: number;
  /** Cells of a record; past it, separators are read as text, so a wider record costs no more cells. */
  columns: number;
  /** Characters of the cells of one record together. */
  recordCharacters: number;
}

/** A limit was passed: the file is refused whole. `row` is the line where the record starts. */
export class CsvLimitError extends Error {
  constructor(
    readonly limit: 'records' | 'record-characters',
    readonly row: number,
  ) {
    super(`CSV limit passed: ${limit} at row ${row}`);
    this.name = 'CsvLimitError';
  }
}

/**
 * Reads every record of the file with its first line number. Empty lines and rows whose cells are all
 * empty are left out; a record the parser cannot read (an unclosed quote) comes back with cells null.
 * A record with more than `limits.columns` cells comes back with `columns + 1` cells, the last holding
 * the rest of the record as text. Passing `limits.records` (or twice as many records read, rows of
 * empty cells included) or `limits.recordCharacters` stops the parser with a CsvLimitError: the work is
 * bounded by the limits, not by the file.
 */
export function readCsvRecords(text: string, limits: CsvLimits): CsvRecord[] {
  const records: CsvRecord[] = [];
  let read = 0;
  let lastLine = 0;
  let emptyLines = 0;
  const count = (row: number) => {
    read++;
    if (records.length > limits.records || read > 2 * limits.records) throw new CsvLimitError('records', row);
  };
  parse(text, {
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    // After this many cells the separators of a record are no longer separators: a line of millions of
    // commas is one long cell, which max_record_size ends, instead of millions of cells.
    ignore_last_delimiters: limits.columns + 1,
    max_record_size: limits.recordCharacters,
    on_record: (record: string[], context: LineInfo) => {
      // The context names the record's last line; it starts after the previous one and any empty lines.
      const row = lastLine + 1 + (context.empty_lines - emptyLines);
      lastLine = context.lines;
      emptyLines = context.empty_lines;
      const cells = record.map((cell) => cell.trim());
      if (cells.some((cell) => cell !== '')) records.push({ row, cells });
      count(row);
      return null;
    },
    on_skip: (error: (Error & Partial<LineInfo> & { code?: string }) | undefined) => {
      const row = lastLine + 1 + ((error?.empty_lines ?? emptyLines) - emptyLines);
      if (error?.code === 'CSV_MAX_RECORD_SIZE') throw new CsvLimitError('record-characters', row);
      records.push({ row, cells: null });
      count(row);
    },
  });
  return records;
}
