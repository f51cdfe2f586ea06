import { Type, type TStringOptions } from 'typebox';
import { ui, type UiAnnotations } from '../annotations.ts';

/**
 * What a text is, for every text the console takes (DESIGN.md "Trust (wave 3)"): names, addresses,
 * labels, serials, comments, ids, and the keys of a free-form object alike. One rule, declared
 * here; the server holds every text of every request to it (server/src/http/input-schema.ts), so no
 * field writes a rule of its own.
 *
 * - No C0 control character (U+0000 to U+001F: NUL, backspace, escape...) nor DEL (U+007F): no
 *   form can type one, PostgreSQL keeps no NUL, and the others garble a list, a CSV or a log line.
 * - Tab, line feed and carriage return only in a multi-line text: a field whose UI annotation says
 *   `multiline` (a comment, a note, a welcome message), which the form shows as a text area.
 * - Data a device read, as it read it (`deviceData`: a barcode's raw text in the product API's
 *   result, where AAMVA separates its records with RS and GS) keeps its controls; NUL and a lone
 *   surrogate are refused there too, since PostgreSQL stores neither.
 * - No lone UTF-16 surrogate (half of a character, as `"\ud800"` in JSON): it is not text in any
 *   encoding, and PostgreSQL refuses it in a JSON column (the audit log's changes).
 * - Valid UTF-8 on the wire: the server refuses a body or a query that is not, rather than reading
 *   its bytes as U+FFFD (server/src/http/utf8.ts).
 */

/** What is wrong with a text, if anything: NUL first, then another control, a line break, a lone surrogate. */
export type TextProblem = 'nul' | 'control' | 'lineBreak' | 'surrogate';

/** A text of one line (the default), of several (`multiline`), or a device's data (`deviceData`). */
export type TextKind = 'line' | 'lines' | 'data';

const RANK: Record<TextProblem, number> = { nul: 4, control: 3, lineBreak: 2, surrogate: 1 };
const worse = (found: TextProblem | undefined, next: TextProblem) =>
  found === undefined || RANK[next] > RANK[found] ? next : found;

const isLine = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;
const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The worst problem of a text of its kind, or undefined when it is text the console takes. */
export function textProblem(text: string, kind: TextKind = 'line'): TextProblem | undefined {
  let found: TextProblem | undefined;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0) return 'nul';
    if ((code < 0x20 || code === 0x7f) && kind !== 'data') {
      if (!isLine(code)) found = worse(found, 'control');
      else if (kind === 'line') found = worse(found, 'lineBreak');
    } else if (isHigh(code)) {
      if (isLow(text.charCodeAt(index + 1))) index++;
      else found = worse(found, 'surrogate');
    } else if (isLow(code)) found = worse(found, 'surrogate');
  }
  return found;
}

/**
 * A text of several lines (a comment, a note, details a device reports): tab and line breaks are
 * its own, and a form shows it as a text area. Every other text is one line.
 */
export const MultilineText = (
  options: TStringOptions & { maxLength: number },
  annotations: UiAnnotations = {},
) => Type.String(ui(options, { multiline: true, ...annotations }));

/** Data a device read, kept as read (a barcode's raw text): controls but NUL are its own. */
export const DeviceDataText = (options: TStringOptions & { maxLength: number }) =>
  Type.String(ui(options, { deviceData: true }));

/** The kind of text a schema declares (its UI annotation), for the server's check and the browser's. */
export function textKindOf(annotations: { multiline?: boolean; deviceData?: boolean }): TextKind {
  return annotations.deviceData ? 'data' : annotations.multiline ? 'lines' : 'line';
}
