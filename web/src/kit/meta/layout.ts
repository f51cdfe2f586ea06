import type { FieldMetadata, RouteMetadata } from '@console/contract/metadata';

/** The form grid has 24 columns (console-core §9). */
export const GRID_COLUMNS = 24;

export interface FieldSection {
  /** undefined for the fields outside any group, which come first. */
  name: string | undefined;
  caption: string | undefined;
  fields: FieldMetadata[];
}

/**
 * Fields in sections: ungrouped fields first, then the groups in RouteMetadata.groups order, then
 * groups the metadata did not list, in the order their first field appears (captioned by name).
 * Within a section the fields keep their metadata order.
 */
export function sectionsOf(
  fields: readonly FieldMetadata[],
  groups: RouteMetadata['groups'] = [],
): FieldSection[] {
  const sections = new Map<string | undefined, FieldSection>([
    [undefined, { name: undefined, caption: undefined, fields: [] }],
  ]);
  for (const group of groups)
    sections.set(group.name, { name: group.name, caption: group.caption, fields: [] });
  for (const field of fields) {
    const section = sections.get(field.group) ?? { name: field.group, caption: field.group, fields: [] };
    section.fields.push(field);
    sections.set(field.group, section);
  }
  return [...sections.values()].filter((section) => section.fields.length > 0);
}

/**
 * A field's width on the grid: its span when given (within 1..24); lists and nested objects take
 * the full row; other fields take `defaultSpan`.
 */
export function spanOf(field: FieldMetadata, defaultSpan: number): number {
  if (field.span !== undefined) return Math.min(GRID_COLUMNS, Math.max(1, Math.round(field.span)));
  return field.type === 'array' || field.type === 'object' ? GRID_COLUMNS : defaultSpan;
}
