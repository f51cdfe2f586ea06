import { describe, expect, it, vi } from 'vitest';
import type { Queryable } from './client.ts';
import { preparedPerHandle } from './prepared.ts';

describe('preparedPerHandle', () => {
  it('builds the query once per database handle and again for another handle (a transaction)', () => {
    const build = vi.fn((db: Queryable) => ({ db }));
    const prepared = preparedPerHandle(build);
    const database = {} as Queryable;
    const transaction = {} as Queryable;
    expect(prepared(database)).toBe(prepared(database));
    expect(prepared(transaction).db).toBe(transaction);
    expect(prepared(transaction)).toBe(prepared(transaction));
    expect(build).toHaveBeenCalledTimes(2);
  });
});
