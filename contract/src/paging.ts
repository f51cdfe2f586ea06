import { Type, type Static, type TSchema } from 'typebox';

export const PAGE_SIZES = [10, 20, 100, 200, 300, 400] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 400;

/** The paged-list query of DESIGN.md: page from 1, sort and a text filter. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
  sortField: Type.Optional(Type.String({ maxLength: 64 })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  textFilter: Type.Optional(Type.String({ maxLength: 200 })),
});
export type PageQuery = Static<typeof PageQuery>;

export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    totalPages: Type.Integer(),
    page: Type.Integer(),
  });
export interface Paged<T> {
  items: T[];
  total: number;
  totalPages: number;
  page: number;
}
