import { EMAIL_PATTERN, say, textMessage, textProblem } from '@console/contract/kit';
import { YES_NO_CELLS, type ImportError } from '@console/contract/imports/api';
import type { CsvRow } from './read-csv.ts';

/**
 * Reading the cells of one row, each problem recorded on the row's line and the cell's column in
 * the words the forms use (contract say). An empty cell reads as undefined: it leaves a stored value
 * as it is (contract/src/imports/api.ts).
 */
export class RowCells {
  constructor(
    readonly row: CsvRow,
    private readonly errors: ImportError[],
  ) {}

  get line(): number {
    return this.row.line;
  }

  problem(column: string, reason: string): void {
    this.errors.push({ line: this.row.line, column, reason });
  }

  /**
   * The cell's text, or undefined when empty; longer than `max`, or not one line of text (a control
   * character, a line break, a lone surrogate: contract/src/kit/text.ts) is a problem.
   */
  text(column: string, max: number): string | undefined {
    const value = this.row.cells.get(column) ?? '';
    if (value === '') return undefined;
    const problem = textProblem(value);
    if (problem) {
      this.problem(column, textMessage(column, problem));
      return undefined;
    }
    if (value.length > max) {
      this.problem(column, say.tooLong(column, max));
      return undefined;
    }
    return value;
  }

  /** A cell that must be given. */
  required(column: string, max: number): string | undefined {
    const value = this.text(column, max);
    if (value === undefined && (this.row.cells.get(column) ?? '') === '')
      this.problem(column, say.required(column));
    return value;
  }

  email(column: string, max: number): string | undefined {
    const value = this.text(column, max);
    if (value !== undefined && !EMAIL_PATTERN.test(value)) {
      this.problem(column, say.notEmail(column));
      return undefined;
    }
    return value;
  }

  /** Yes or No (also true/false, 1/0, Y/N, any case). */
  yesNo(column: string): boolean | undefined {
    const value = this.text(column, 10)?.toLowerCase();
    if (value === undefined) return undefined;
    if ((YES_NO_CELLS.yes as readonly string[]).includes(value)) return true;
    if ((YES_NO_CELLS.no as readonly string[]).includes(value)) return false;
    this.problem(column, `${column} must be Yes or No`);
    return undefined;
  }

  /** One of the choices, whatever its case; answered as the choice is written. */
  oneOf<T extends string>(column: string, choices: readonly T[]): T | undefined {
    const value = this.text(column, 200);
    if (value === undefined) return undefined;
    const found = choices.find((choice) => choice.toLowerCase() === value.toLowerCase());
    if (!found) this.problem(column, say.notOneOf(column, choices));
    return found;
  }
}

/** The errors by line, then by the order they were found in (the file's column order, mostly). */
export const byLine = (errors: ImportError[]): ImportError[] =>
  errors
    .map((error, index) => ({ error, index }))
    .sort((a, b) => a.error.line - b.error.line || a.index - b.index)
    .map(({ error }) => error);

/** The stored fields an import changes: the columns whose given value differs from the stored one. */
export function changedColumns<T extends object>(
  stored: T,
  given: Partial<T>,
  columnOf: Partial<Record<keyof T, string>>,
): string[] {
  const changed: string[] = [];
  for (const key of Object.keys(given) as (keyof T)[]) {
    const value = given[key];
    if (value !== undefined && value !== stored[key]) changed.push(columnOf[key] ?? String(key));
  }
  return changed;
}

/** Drops the fields left undefined (an empty cell: unchanged). */
export function given<T extends object>(fields: { [K in keyof T]: T[K] | undefined }): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
