/**
 * A path parameter whose values are a closed list (the integrations' `{system}`: Yardi, RealPage...)
 * is written out in the OpenAPI document as one path per value, so the document names each system's
 * calls as the spec's call list does (GET /api/Integrations/Yardi/{guid}); the server still answers
 * them all with one route, which checks the value as before.
 */

interface Parameter {
  in?: string;
  name?: string;
  schema?: { enum?: unknown[] } & Record<string, unknown>;
}
type Operation = { parameters?: Parameter[] } & Record<string, unknown>;
type PathItem = Record<string, Operation>;

/** The first path parameter of the item whose schema lists its values. */
function closedParameter(item: PathItem): { name: string; values: string[] } | undefined {
  for (const operation of Object.values(item)) {
    for (const parameter of operation.parameters ?? []) {
      const values = parameter.schema?.enum;
      if (parameter.in === 'path' && parameter.name && values?.every((v) => typeof v === 'string'))
        return { name: parameter.name, values: values as string[] };
    }
  }
  return undefined;
}

/** The document's paths, each with a closed path parameter written out per value, in their order. */
export function pathsPerValue(paths: Record<string, PathItem>): Record<string, PathItem> {
  const written: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(paths)) {
    const closed = closedParameter(item);
    if (!closed || !path.includes(`{${closed.name}}`)) {
      written[path] = item;
      continue;
    }
    const perValue = closed.values.map((value) => {
      const operations = Object.entries(item).map(([method, operation]) => [
        method,
        {
          ...operation,
          parameters: operation.parameters?.filter((p) => !(p.in === 'path' && p.name === closed.name)),
        },
      ]);
      return [path.replace(`{${closed.name}}`, value), Object.fromEntries(operations) as PathItem] as const;
    });
    // A value's path may hold another closed parameter: written out in turn.
    Object.assign(written, pathsPerValue(Object.fromEntries(perValue)));
  }
  return written;
}
