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

/** Semicolon when the first line (outside quotes) has more semicolons than commas, else comma. */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
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

/**
 * Reads every record of the file with its first line number. Empty lines and rows whose cells are all
 * empty are left out; a record the parser cannot read (an unclosed quote) comes back with cells null.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let lastLine = 0;
  let emptyLines = 0;
  parse(text, {
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_record: (record: string[], context: LineInfo) => {
      // The context names the record's last line; it starts after the previous one and any empty lines.
      const row = lastLine + 1 + (context.empty_lines - emptyLines);
      lastLine = context.lines;
      emptyLines = context.empty_lines;
      const cells = record.map((cell) => cell.trim());
      if (cells.some((cell) => cell !== '')) records.push({ row, cells });
      return null;
    },
    on_skip: () => {
      records.push({ row: lastLine + 1, cells: null });
    },
  });
  return records;
}
