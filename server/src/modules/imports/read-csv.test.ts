import { describe, expect, it } from 'vitest';
import { TEAM_MEMBERS_LOCATIONS_COLUMNS } from '@console/contract/imports/api';
import { AppError } from '../../http/errors.ts';
import { readImportCsv } from './read-csv.ts';

const COLUMNS = TEAM_MEMBERS_LOCATIONS_COLUMNS;
const HEADER = COLUMNS.map((column) => column.header).join(',');

/** The text in pieces, as an upload arrives: split inside a quoted cell and inside the BOM. */
async function* piecesOf(text: string, size = 7) {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const read = (text: string, maxBytes = 1_000_000) => readImportCsv(piecesOf(text), COLUMNS, { maxBytes });

const refusal = async (text: string, maxBytes?: number) => {
  const error = await read(text, maxBytes).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, message } = error as AppError;
  return { statusCode, message };
};

describe('reading an import file', () => {
  it('reads a spreadsheet export: BOM, CRLF, quoted cells with commas, quotes and line breaks, headers in any order and case', async () => {
    const header = COLUMNS.map((c) => c.header.toUpperCase())
      .reverse()
      .join(',');
    const text = `\uFEFF${header}\r\nann,,,"Tx",Austin,"Suite ""B""\r\nBack door","1 Main St, Floor 2","Lobby, North"\r\n\r\n  bob  ,,,,,,,,Annex\r\n`;
    const { rows, errors, bytes } = await read(text);
    expect(errors).toEqual([]);
    expect(bytes.toString()).toBe(text);
    expect(rows.map((row) => ({ line: row.line, cells: Object.fromEntries(row.cells) }))).toEqual([
      {
        // On lines 2 and 3: a row is named by the line it starts on.
        line: 2,
        cells: {
          'Team Member Login': 'ann',
          Active: '',
          'Time Zone': '',
          Zip: 'Tx',
          State: 'Austin',
          City: 'Suite "B"\r\nBack door',
          'Address 2': '1 Main St, Floor 2',
          'Address 1': 'Lobby, North',
          Location: '',
        },
      },
      // After a blank line 4.
      expect.objectContaining({ line: 5 }),
    ]);
    expect(rows[1]?.cells.get('Team Member Login')).toBe('bob');
    expect(rows[1]?.cells.get('Location')).toBe('Annex');
  });

  it('names a row with more cells than the header on its line; a short row reads its missing cells as empty', async () => {
    const { rows, errors } = await read(`${HEADER}\nLobby,a,b,c,d,e,f,Yes,ann,extra\nAnnex\n`);
    expect(errors).toEqual([
      { line: 2, column: '', reason: 'The row has 10 cells; the header names 9 columns' },
    ]);
    expect(rows[1]?.cells.get('Team Member Login')).toBe('');
  });

  it('refuses a file over the byte limit with 413, and one that is not CSV or has no rows with 400', async () => {
    expect(await refusal(`${HEADER}\nLobby\n`, 10)).toEqual({
      statusCode: 413,
      message: 'The file is larger than 10 bytes, the most one import takes',
    });
    expect(await refusal(`${HEADER}\n`)).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/empty/),
    });
    expect(await refusal(`${HEADER}\n"Lobby\n`)).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^The file is not valid CSV/),
    });
  });
});
