import { isSecretChange } from '@console/contract/audit/api';
import type { AuditChanges } from '@console/contract/kit';
import { formatText } from '../../lib/formats';

/**
 * One line of an entry's before-and-after: a field (or a field inside a recorded object, as
 * `settings.dayEnds`), what it was and became, and whether it changed. An entry records the fields
 * a change touched, so most lines changed; a family may record a field it left as it was (a whole
 * object of which one part changed), and that line is shown unmarked.
 */
export interface DiffRow {
  field: string;
  /** Absent: the entry recorded no value on that side (a record added, or removed). */
  before?: unknown;
  after?: unknown;
  hasBefore: boolean;
  hasAfter: boolean;
  changed: boolean;
  /** A secret's change: recorded as changed, its values never (audit/record.ts). */
  secret: boolean;
}

/** How deep recorded objects are opened into lines of their own; deeper ones show whole. */
const MAX_DEPTH = 3;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function rowsOf(
  field: string,
  change: { from?: unknown; to?: unknown },
  hasBefore: boolean,
  hasAfter: boolean,
  depth: number,
): DiffRow[] {
  if (isSecretChange(change)) {
    return [{ field, hasBefore: false, hasAfter: false, changed: true, secret: true }];
  }
  const { from, to } = change;
  // Two versions of an object: a line per key, so the part that changed stands out.
  if (depth < MAX_DEPTH && isPlainObject(from) && isPlainObject(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return keys.flatMap((key) =>
      rowsOf(`${field}.${key}`, { from: from[key], to: to[key] }, key in from, key in to, depth + 1),
    );
  }
  return [
    {
      field,
      ...(hasBefore ? { before: from } : {}),
      ...(hasAfter ? { after: to } : {}),
      hasBefore,
      hasAfter,
      changed: hasBefore !== hasAfter || !same(from, to),
      secret: false,
    },
  ];
}

/** An entry's recorded changes as lines, in the order recorded. */
export function diffRows(changes: AuditChanges): DiffRow[] {
  return Object.entries(changes).flatMap(([field, change]) =>
    rowsOf(field, change, 'from' in change, 'to' in change, 1),
  );
}

/** A recorded value as text: objects and lists as JSON, blanks as 'Empty'. */
export function valueText(value: unknown): string {
  if (typeof value === 'object' && value !== null) return JSON.stringify(value, null, 1);
  return formatText(value);
}
