import type { ListSpec, SortOrder } from '@console/contract/kit';

/**
 * A list's state as the address holds it (DESIGN.md: reload and back restore it), under the
 * list's own query names, so the address reads like the call. A value the address got wrong (hand
 * edited, stale) falls back to its default. `prefix` keeps two lists on one page apart.
 */
export interface ListState {
  page: number;
  pageSize: number;
  textFilter: string;
  sortField?: string;
  order?: SortOrder;
  /** The list's own filters, by query name. */
  filters: Record<string, unknown>;
}

interface JsonSchema {
  type?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}

/** The schema of a filter, looking through Optional and unions to the type it carries. */
function typeOf(schema: JsonSchema): JsonSchema {
  if (schema.type) return schema;
  return schema.anyOf?.find((member) => member.type && member.type !== 'null') ?? schema;
}

function parseValue(schema: JsonSchema, raw: string): unknown {
  switch (typeOf(schema).type) {
    case 'integer':
    case 'number': {
      const number = Number(raw);
      return raw !== '' && Number.isFinite(number) ? number : undefined;
    }
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    default:
      return raw;
  }
}

function readFilter(schema: JsonSchema, values: string[]): unknown {
  const type = typeOf(schema);
  if (type.type === 'array') {
    const items = values.map((raw) => parseValue(type.items ?? {}, raw)).filter((v) => v !== undefined);
    return items.length > 0 ? items : undefined;
  }
  return values.length > 0 ? parseValue(type, values[0] ?? '') : undefined;
}

export function readListState(spec: ListSpec, params: URLSearchParams, prefix = ''): ListState {
  const get = (name: string) => params.get(prefix + name);
  const { names } = spec;
  const page = Number(get(names.page));
  const pageSize = Number(get(names.pageSize));
  const sortField = get(names.sortField);
  const filters: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(spec.filters)) {
    const value = readFilter(schema as JsonSchema, params.getAll(prefix + name));
    if (value !== undefined) filters[name] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: spec.pageSizes.includes(pageSize) ? pageSize : spec.defaultPageSize,
    textFilter: get(names.textFilter) ?? '',
    ...(sortField !== null && spec.sortFields.includes(sortField)
      ? { sortField, order: get(names.order) === 'desc' ? 'desc' : 'asc' }
      : {}),
    filters,
  };
}

/**
 * Writes the state into (a copy of) `params`, leaving defaults out so a plain visit keeps a plain
 * address; the page's other parameters (a tab) stay.
 */
export function writeListState(
  spec: ListSpec,
  state: ListState,
  current: URLSearchParams = new URLSearchParams(),
  prefix = '',
): URLSearchParams {
  const params = new URLSearchParams(current);
  const { names } = spec;
  const own = [...Object.values(names), ...Object.keys(spec.filters)];
  for (const name of own) params.delete(prefix + name);
  const set = (name: string, value: string) => params.set(prefix + name, value);
  if (state.textFilter) set(names.textFilter, state.textFilter);
  if (state.page > 1) set(names.page, String(state.page));
  if (state.pageSize !== spec.defaultPageSize) set(names.pageSize, String(state.pageSize));
  if (state.sortField) {
    set(names.sortField, state.sortField);
    set(names.order, state.order ?? 'asc');
  }
  for (const [name, value] of Object.entries(state.filters)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(prefix + name, String(item));
  }
  return params;
}

/** The list call's query for a state, under the list's own names. */
export function queryOf(spec: ListSpec, state: ListState): Record<string, unknown> {
  const { names } = spec;
  const query: Record<string, unknown> = {
    [names.page]: state.page,
    [names.pageSize]: state.pageSize,
  };
  if (state.textFilter) query[names.textFilter] = state.textFilter;
  if (state.sortField) {
    query[names.sortField] = state.sortField;
    query[names.order] = state.order ?? 'asc';
  }
  for (const [name, value] of Object.entries(state.filters)) {
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) query[name] = value;
  }
  return query;
}
