import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { pagedList } from './list.ts';
import { DateTime, Day } from './dates.ts';

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

describe("a list's CSV columns", () => {
  it('say how each cell is written, from the item property: Yes/No, a whole number, an instant, text', () => {
    const { spec } = pagedList({
      item: Type.Object({
        id: Type.Integer(),
        active: Type.Boolean(),
        seen: Type.Union([DateTime(), Type.Null()]),
        day: Day(),
        name: Type.Union([Type.String(), Type.Null()]),
        status: Type.Union([Type.Literal('Active'), Type.Literal('Expired')]),
        kind: Type.Enum(['a', 'b']),
        share: Type.Number(),
        mixed: Type.Union([Type.String(), Type.Integer()]),
      }),
      columns: {
        id: 'ID',
        active: 'Active',
        seen: 'Seen',
        day: 'Day',
        name: 'Name',
        status: 'Status',
        kind: 'Kind',
        share: 'Share',
        mixed: 'Mixed',
      },
      fileName: 'kinds',
    });
    expect(Object.fromEntries(spec.columns.map((column) => [column.field, column.kind]))).toEqual({
      id: 'integer',
      active: 'boolean',
      seen: 'instant',
      day: 'text',
      name: 'text',
      status: 'text',
      kind: 'text',
      // A fraction's text and a mix are left to the server's own writer.
      share: 'other',
      mixed: 'other',
    });
  });
});
