import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import {
  IMPORT_MAX_ROW_CHARACTERS,
  IMPORT_MAX_ROWS,
  IMPORT_FILE_FIELD,
  type ImportColumn,
  type ImportError,
} from '@console/contract/imports/api';
import { validationError } from '../../http/errors.ts';
import { describeBytes, tooLarge } from '../../kit/uploads.ts';

/**
 * Reading an import file: CSV as spreadsheets save it (UTF-8, a byte order mark or not, commas,
 * quotes doubled, CRLF or LF), parsed by csv-parse as the bytes arrive. The first line is the header;
 * its captions name the columns in any order and any case. The bytes are kept too (bounded by the
 * file limit), so an import job can read the same file again.
 */

/** One data row: its line in the file and its cells by column header (trimmed; '' when absent). */
export interface CsvRow {
  line: number;
  cells: ReadonlyMap<string, string>;
}

export interface ReadCsv {
  rows: CsvRow[];
  /** Problems of the rows' shape (more cells than the header has), each on its line. */
  errors: ImportError[];
  bytes: Buffer;
}

const fileProblem = (message: string) => validationError({ [IMPORT_FILE_FIELD]: [message] });

export const TOO_MANY_ROWS = `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows, the most one import takes`;
export const EMPTY_FILE = 'The file is empty: it needs the header row and at least one row';
export const fileTooLarge = (maxBytes: number) =>
  tooLarge(`The file is larger than ${describeBytes(maxBytes)}, the most one import takes`);

const CR = 0x0d;
const LF = 0x0a;

/**
 * The line each row starts on (the header is line 1), from where the header and each row end.
 * csv-parse's own line count is that of a record's end, and counts a CRLF inside a quoted cell as
 * two lines; a row is named by the line it starts on, as a spreadsheet numbers it. A line ends with
 * CRLF, LF or a lone CR; the blank lines before a row are skipped, as the parser skips them.
 */
export function linesOf(bytes: Buffer, headerEnd: number, ends: readonly number[]): number[] {
  let line = 1;
  let at = 0;
  const advanceTo = (offset: number) => {
    for (; at < offset; at += 1) {
      const byte = bytes[at];
      if (byte === LF || (byte === CR && bytes[at + 1] !== LF)) line += 1;
    }
  };
  advanceTo(headerEnd);
  return ends.map((end) => {
    let start = at;
    while (start < end && (bytes[start] === CR || bytes[start] === LF)) start += 1;
    advanceTo(start);
    const startLine = line;
    advanceTo(end);
    return startLine;
  });
}

/** The header's captions mapped to the columns: every column must be there once, and nothing else. */
function headerOf(captions: readonly string[], columns: readonly ImportColumn[]): (string | undefined)[] {
  const known = new Map(columns.map((column) => [column.header.toLowerCase(), column.header]));
  const seen = new Set<string>();
  const problems: string[] = [];
  const mapped = captions.map((caption) => {
    const header = known.get(caption.trim().toLowerCase());
    if (caption.trim() === '') return undefined;
    if (!header) {
      problems.push(`The header names an unknown column "${caption.trim()}"`);
      return undefined;
    }
    if (seen.has(header)) problems.push(`The header names the column "${header}" twice`);
    seen.add(header);
    return header;
  });
  const missing = columns.filter((column) => !seen.has(column.header)).map((column) => column.header);
  if (missing.length) {
    problems.push(
      `The header lacks the column${missing.length === 1 ? '' : 's'} ${missing.map((h) => `"${h}"`).join(', ')} (download the template)`,
    );
  }
  if (problems.length) throw validationError({ [IMPORT_FILE_FIELD]: problems });
  return mapped;
}

/**
 * Reads a CSV import file from its chunks. Refuses (400 on the file field) a file that is not CSV,
 * lacks a column or has none but the header, or holds more than IMPORT_MAX_ROWS rows; 413 one that
 * is larger than maxBytes (`truncated` says when the upload stopped at the limit).
 */
export async function readImportCsv(
  source: AsyncIterable<Buffer>,
  columns: readonly ImportColumn[],
  { maxBytes, truncated = () => false }: { maxBytes: number; truncated?: () => boolean },
): Promise<ReadCsv> {
  const chunks: Buffer[] = [];
  let size = 0;
  let header: (string | undefined)[] | undefined;
  const rows: { line: number; cells: ReadonlyMap<string, string> }[] = [];
  const errors: ImportError[] = [];
  let tooMany = false;

  async function* kept(chunksIn: AsyncIterable<Buffer>) {
    for await (const chunk of chunksIn) {
      size += chunk.length;
      if (size > maxBytes || truncated()) throw fileTooLarge(maxBytes);
      chunks.push(chunk);
      yield chunk;
    }
    if (truncated()) throw fileTooLarge(maxBytes);
  }

  /** Where each kept row ends in the file (csv-parse's byte count), for its line (linesOf). */
  const ends: number[] = [];
  let headerEnd = 0;
  /** The rows with more cells than the header, by index, until their lines are known. */
  const tooWide: { row: number; reason: string }[] = [];

  async function take(records: AsyncIterable<{ record: string[]; info: { bytes: number } }>) {
    for await (const { record, info } of records) {
      if (!header) {
        header = headerOf(record, columns);
        headerEnd = info.bytes;
        continue;
      }
      // Past the limit the rest is only read (to the end of the upload), not kept.
      if (rows.length >= IMPORT_MAX_ROWS) {
        tooMany = true;
        continue;
      }
      if (record.length > header.length && record.slice(header.length).some((cell) => cell !== '')) {
        tooWide.push({
          row: rows.length,
          reason: `The row has ${record.length} cells; the header names ${header.length} columns`,
        });
      }
      const cells = new Map<string, string>();
      header.forEach((name, index) => {
        if (name) cells.set(name, record[index] ?? '');
      });
      rows.push({ line: 0, cells });
      ends.push(info.bytes);
    }
  }

  const parser = parse({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
    max_record_size: IMPORT_MAX_ROW_CHARACTERS,
  });
  try {
    await pipeline(source, kept, parser, take);
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as { lines?: unknown }).lines;
      throw fileProblem(
        `The file is not valid CSV${typeof line === 'number' ? ` (line ${line})` : ''}: ${error.message}`,
      );
    }
    throw error;
  }
  if (tooMany) throw fileProblem(TOO_MANY_ROWS);
  if (!header || rows.length === 0) throw fileProblem(EMPTY_FILE);
  const bytes = Buffer.concat(chunks);
  const lines = linesOf(bytes, headerEnd, ends);
  rows.forEach((row, index) => (row.line = lines[index] ?? 0));
  for (const { row, reason } of tooWide) errors.push({ line: lines[row] ?? 0, column: '', reason });
  return { rows, errors, bytes };
}
