import type {
  ImportAction,
  ImportCounts,
  ImportEntity,
  ImportError,
  ImportRowOutcome,
} from '@console/contract/imports/api';
import type { Actor } from '../../audit/record.ts';
import type { Queryable } from '../../db/client.ts';
import type { PlaceOwner } from '../activity/places.ts';

/**
 * What importing a file would do: each row's outcome, the counts, every error, and the writes,
 * which run only when there is no error (a preview never runs them).
 */
export interface ImportPlan {
  rows: number;
  counts: ImportCounts[];
  outcomes: ImportRowOutcome[];
  errors: ImportError[];
  /** Records the writes create or update (what the progress bar counts). */
  writes: number;
  /**
   * Writes everything in the caller's transaction, each record audited in the actor's name;
   * `written` is told how many rows each statement wrote.
   */
  write(tx: Queryable, owner: PlaceOwner, actor: Actor, written: (rows: number) => void): Promise<void>;
}

/** Collects the outcomes of a plan and counts them per record type. */
export class Outcomes {
  readonly list: ImportRowOutcome[] = [];
  readonly #counts = new Map<ImportEntity, ImportCounts>();

  constructor(entities: readonly ImportEntity[]) {
    for (const entity of entities) this.#counts.set(entity, { entity, create: 0, update: 0, unchanged: 0 });
  }

  add(line: number, entity: ImportEntity, key: string, action: ImportAction, fields: string[] = []): void {
    this.list.push({ line, entity, key, action, fields });
    const counts = this.#counts.get(entity);
    if (counts) counts[action] += 1;
  }

  get counts(): ImportCounts[] {
    return [...this.#counts.values()];
  }

  /** The outcomes by line (a location's is on its first line, before its team members'). */
  get byLine(): ImportRowOutcome[] {
    return this.list
      .map((o, index) => ({ o, index }))
      .sort((a, b) => a.o.line - b.o.line || a.index - b.index)
      .map(({ o }) => o);
  }
}

/** The action of a matched record: an update when a column changes, else unchanged. */
export const actionOf = (stored: unknown, changed: string[]): ImportAction =>
  stored === undefined ? 'create' : changed.length ? 'update' : 'unchanged';
