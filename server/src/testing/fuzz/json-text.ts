/**
 * JSON text the fuzz generator writes, with parts no JavaScript value stands for: a number too
 * large to be finite (1e309), which JSON.stringify cannot write, or a deep nesting written as text.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

const PLACEHOLDER = /"\\u0000raw:(\d+)"/g;

/** JSON.stringify, but a RawJson anywhere in the value is written as its text. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  // A NUL starts the placeholder, so no string of the value can be mistaken for one.
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `\u0000raw:${raws.push(item.text) - 1}` : item,
  );
  return text.replace(PLACEHOLDER, (_match, index: string) => raws[Number(index)] ?? '');
}

/** Lists in lists, `depth` deep: `[[[…]]]`. */
export const nestedLists = (depth: number) => new RawJson('['.repeat(depth) + ']'.repeat(depth));

/** Objects in objects, `depth` deep: `{"a":{"a":…1…}}`. */
export const nestedObjects = (depth: number) => new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
