import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { pagedList } from './list.ts';

const list = (pageSizes?: readonly number[]) =>
  pagedList({
    item: Type.Object({ id: Type.Integer() }),
    pageSizes,
    columns: { id: 'ID' },
    fileName: 'rows',
  });

describe('a paged list', () => {
  it("takes page sizes up to its largest, and pages up to an integer column's range", () => {
    const { properties } = list([10, 50]).query as unknown as {
      properties: Record<string, { maximum?: number }>;
    };
    expect(properties.pageSize?.maximum).toBe(50);
    expect(properties.page?.maximum).toBe(2_147_483_647);
  });

  it("cannot offer a page larger than the spec's largest, 400", () => {
    expect(() => list([10, 400])).not.toThrow();
    expect(() => list([10, 1000])).toThrow("A list's pages hold at most 400 rows, not 1000");
  });
});
