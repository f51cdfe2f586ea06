export interface NamedErrors {
  /** What failed, e.g. a product name. */
  name: string;
  descriptions: string[];
}

/** Entries sharing a name become one, in first-seen order; a description is listed once per name. */
export function groupErrors(errors: readonly NamedErrors[]): NamedErrors[] {
  const byName = new Map<string, Set<string>>();
  for (const { name, descriptions } of errors) {
    const group = byName.get(name) ?? new Set<string>();
    for (const description of descriptions) group.add(description);
    byName.set(name, group);
  }
  return [...byName].map(([name, descriptions]) => ({ name, descriptions: [...descriptions] }));
}
