import { seededRandom, type Random } from '../../demo/random.ts';
import { jsonBreaks, textBreaks, validItems, type Break } from './breaks.ts';
import {
  textPairs,
  type BaseCall,
  type FuzzBody,
  type FuzzCase,
  type FuzzTarget,
  type MultipartPart,
} from './cases.ts';
import { multipartText, MULTIPART_BOUNDARY } from './encode.ts';
import { jsonText, nestedLists, nestedObjects } from './json-text.ts';
import {
  arraySchemaOf,
  checkSupported,
  choicesOf,
  itemsOf,
  mapValueOf,
  numberSchemaOf,
  objectSchemaOf,
  propertiesOf,
  requiredOf,
  stringSchemaOf,
  typesOf,
  validValue,
  type JsonSchema,
} from './schema.ts';
import {
  DEEP_NESTING,
  HUGE_LENGTH,
  LONG_ARRAY,
  MAX_ITEMS_ANYWHERE,
  ODD_TEXTS,
  UNKNOWN_NAMES,
} from './values.ts';

/** The name a map's stand-in entry takes. */
const MAP_KEY = 'fuzzKey';

/** Names no map takes: a map's field names are texts of one line. */
const MAP_KEY_BREAKS = [
  ['field name with a NUL', 'fuzz\u0000Key'],
  ['field name with a control character', 'fuzz\u001bKey'],
  ['field name with a line break', 'fuzz\nKey'],
  ['field name with a lone surrogate', 'fuzz\ud800Key'],
] as const;

/**
 * The fuzz generator: from a route's schemas and one valid call of it, requests that each break
 * one rule of that call (a wrong type, a missing or unknown field, a length, a range, a NUL byte,
 * a content type, a malformed body), then odd texts put where they break a rule, drawn from a
 * seeded generator until the route has `minimum` of them. The same seed makes the same requests.
 */
export const MINIMUM_CASES = 200;

type Pair = readonly [string, string];

/** A seed per route from the run's seed, so a new route leaves the other routes' requests as they were. */
export function routeSeed(seed: number, key: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** How a field name reads in a case's place: quoted, and cut when long. */
const shown = (name: string) => JSON.stringify(name.length > 24 ? `${name.slice(0, 24)}…` : name);

/** The malformed requests of one route, deduplicated, in a stable order. */
class CaseBook {
  private readonly cases = new Map<string, FuzzCase>();
  constructor(private readonly base: Omit<FuzzCase, 'rule' | 'at'>) {}

  add(rule: string, at: string, change: Partial<Pick<FuzzCase, 'params' | 'query' | 'body'>>): void {
    const made: FuzzCase = { rule, at, ...this.base, ...change };
    const id = JSON.stringify([made.params, made.query, made.body ?? null]);
    if (!this.cases.has(id)) this.cases.set(id, made);
  }

  get size(): number {
    return this.cases.size;
  }

  list(): FuzzCase[] {
    return [...this.cases.values()];
  }
}

/** A place in a JSON body: its schema, its value in the valid call, and the body with it changed. */
interface JsonPlace {
  at: string;
  schema: JsonSchema;
  value: unknown;
  required: boolean;
  set(value: unknown): unknown;
  remove?(): unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of the object with one property set; `__proto__` too, as its own property. */
function withProperty(
  object: Record<string, unknown>,
  name: string,
  value: unknown,
): Record<string, unknown> {
  const copy = { ...object };
  Object.defineProperty(copy, name, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const withoutProperty = (object: Record<string, unknown>, name: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(object).filter(([key]) => key !== name));

/** Every place of a JSON value: the value, each property of its objects, the first item of its lists. */
function jsonPlaces(
  schema: JsonSchema,
  value: unknown,
  at: string,
  set: (value: unknown) => unknown,
  required: boolean,
  remove?: () => unknown,
): JsonPlace[] {
  checkSupported(schema, at);
  const places: JsonPlace[] = [{ at, schema, value, required, set, ...(remove ? { remove } : {}) }];
  const object = objectSchemaOf(schema);
  if (object) {
    const current = isObject(value) ? value : (validValue(object, at) as Record<string, unknown>);
    for (const [name, child] of Object.entries(propertiesOf(object))) {
      const present = Object.hasOwn(current, name);
      places.push(
        ...jsonPlaces(
          child,
          present ? current[name] : validValue(child, `${at}.${name}`),
          `${at}.${name}`,
          (next) => set(withProperty(current, name, next)),
          requiredOf(object).includes(name),
          present ? () => set(withoutProperty(current, name)) : undefined,
        ),
      );
    }
  }
  const mapValue = object && mapValueOf(object);
  if (mapValue) {
    // A map's places are its values: one entry stands for them all.
    const current = isObject(value) ? value : {};
    const key = `${at}{}`;
    places.push(
      ...jsonPlaces(
        mapValue,
        validValue(mapValue, key),
        key,
        (next) => set(withProperty(current, MAP_KEY, next)),
        false,
      ),
    );
  }
  const list = arraySchemaOf(schema);
  const items = list && itemsOf(list);
  if (items) {
    const current = Array.isArray(value) ? value : [];
    const first = current.length ? current[0] : validValue(items, `${at}[0]`);
    places.push(...jsonPlaces(items, first, `${at}[0]`, (next) => set([next, ...current.slice(1)]), false));
  }
  return places;
}

/** An odd text put where it breaks a rule of a JSON place, or with a NUL byte where no rule else would. */
function oddJsonBreak(schema: JsonSchema, odd: string): Break<unknown> {
  if (!typesOf(schema).has('string')) return { rule: 'wrong type (odd text)', value: odd };
  const choices = choicesOf(schema);
  if (choices && !choices.includes(odd)) return { rule: 'not one of the choices (odd text)', value: odd };
  const max = stringSchemaOf(schema)?.maxLength as number | undefined;
  if (max !== undefined) return { rule: 'too long (odd text)', value: odd + 'x'.repeat(max + 1) };
  return { rule: 'NUL byte (odd text)', value: `${odd}\u0000` };
}

/** An odd text put where it breaks a rule of a text place (a path or query value, a form field). */
function oddTextBreak(schema: JsonSchema, odd: string): Break<string> {
  const types = typesOf(schema);
  if (numberSchemaOf(schema)) return { rule: 'not a number (odd text)', value: odd };
  if (types.has('boolean') && !types.has('string')) {
    const value = odd === 'true' || odd === 'false' ? `${odd}\u0000` : odd;
    return { rule: 'not true or false (odd text)', value };
  }
  return oddJsonBreak(schema, odd) as Break<string>;
}

interface Generation {
  target: FuzzTarget;
  base: BaseCall;
  book: CaseBook;
  random: Random;
  /** Draws odd cases until the route has enough: each adds one (or, drawn twice, none). */
  fillers: (() => void)[];
}

const baseParams = (base: BaseCall) =>
  Object.fromEntries(Object.entries(base.params).map(([name, value]) => [name, String(value)]));

function pathCases({ target, base, book, random, fillers }: Generation): void {
  const params = baseParams(base);
  const names = Object.keys(params);
  for (const name of names) {
    const schema = propertiesOf(target.params ?? {})[name] ?? {};
    const at = `path.${name}`;
    for (const { rule, value } of textBreaks(schema, params[name]))
      book.add(rule, at, { params: { ...params, [name]: value } });
    fillers.push(() => {
      const { rule, value } = oddTextBreak(schema, random.pick(ODD_TEXTS));
      book.add(rule, at, { params: { ...params, [name]: value } });
    });
    if (numberSchemaOf(schema)) {
      fillers.push(() => {
        const value = `${params[name]}${random.pick(ODD_TEXTS)}`;
        book.add('not a number (a number and odd text)', at, { params: { ...params, [name]: value } });
      });
    }
  }
  if (names.length) {
    const name = random.pick(names);
    book.add('huge text (1 MiB)', `path.${name}`, { params: { ...params, [name]: '1'.repeat(HUGE_LENGTH) } });
  }
}

/**
 * The breaks of an object of text fields (a query, a form, a multipart body's fields), each as the
 * fields' pairs: every field's wrong texts, a field repeated, a required one missing, unknown ones.
 */
function textFieldCases(
  schema: JsonSchema | undefined,
  pairs: readonly Pair[],
  at: string,
  emit: (rule: string, at: string, pairs: readonly Pair[]) => void,
  { random, fillers }: Generation,
): void {
  const object = schema ? objectSchemaOf(schema) : undefined;
  const fields = object ? propertiesOf(object) : {};
  const without = (name: string) => pairs.filter(([field]) => field !== name);
  for (const [name, field] of Object.entries(fields)) {
    checkSupported(field, `${at}.${name}`);
    const current = pairs.find(([field]) => field === name)?.[1];
    const place = `${at}.${name}`;
    const list = arraySchemaOf(field);
    const itemSchema = list ? (itemsOf(list) ?? {}) : field;
    const replace = (value: string) => [...without(name), [name, value] as const];
    for (const { rule, value } of textBreaks(itemSchema, current))
      emit(rule, list ? `${place}[0]` : place, replace(value));
    if (list) {
      const max = list.maxItems as number | undefined;
      const many = (count: number) => [
        ...without(name),
        ...validItems(list, count).map((item) => [name, String(item)] as const),
      ];
      if (max !== undefined) emit(`too many items (${max + 1})`, place, many(max + 1));
      emit(`too many items (${LONG_ARRAY})`, place, many(LONG_ARRAY));
    } else {
      const value = current ?? String(validValue(field, place));
      emit('a list for one value (repeated)', place, [...without(name), [name, value], [name, value]]);
    }
    if (object && requiredOf(object).includes(name) && current !== undefined)
      emit('missing', place, without(name));
    fillers.push(() => {
      const { rule, value } = oddTextBreak(itemSchema, random.pick(ODD_TEXTS));
      emit(rule, place, replace(value));
    });
  }
  for (const name of UNKNOWN_NAMES) emit('unknown field', `${at}.${shown(name)}`, [...pairs, [name, '1']]);
  fillers.push(() => {
    const name = random.pick(ODD_TEXTS);
    emit('unknown field (odd name)', `${at}.${shown(name)}`, [
      ...pairs,
      [name, random.pick(['1', ...ODD_TEXTS])],
    ]);
  });
  fillers.push(() =>
    emit('unknown field (odd value)', `${at}.unknownField`, [
      ...pairs,
      ['unknownField', random.pick(ODD_TEXTS)],
    ]),
  );
  const texts = Object.entries(fields).filter(([, field]) => stringSchemaOf(field)?.maxLength !== undefined);
  const [name] = texts.length ? random.pick(texts) : ['unknownField'];
  emit('huge text (1 MiB)', `${at}.${shown(name)}`, [...without(name), [name, 'x'.repeat(HUGE_LENGTH)]]);
}

function queryCases(generation: Generation): void {
  const { target, base, book } = generation;
  textFieldCases(
    target.query,
    textPairs(base.query),
    'query',
    (rule, at, query) => book.add(rule, at, { query }),
    generation,
  );
}

/** Texts that are not JSON, each in its own way. */
const MALFORMED_JSON = [
  "{'a': 1}",
  '{a:1}',
  '{"a":1,}',
  '{"a": NaN}',
  '[1,,2]',
  '{"a":1}{"b":2}',
  'nul',
  '"\\x41"',
  '\u0000',
];

/** A JSON body's breaks: at every place of the valid body, then the body itself malformed. */
function jsonBodyCases(generation: Generation): void {
  const { target, base, book, random, fillers } = generation;
  const json = (value: unknown): { body: FuzzBody } => ({ body: { type: 'json', text: jsonText(value) } });
  // A route that takes no body takes, as JSON, an object without fields.
  const schema = target.body ?? { type: 'object', properties: {} };
  const root = target.body ? base.body : {};
  const places = jsonPlaces(schema, root, 'body', (value) => value, true);
  const objects = places.filter((place) => objectSchemaOf(place.schema));

  for (const place of target.body ? places : []) {
    for (const { rule, value } of jsonBreaks(place.schema, place.value))
      book.add(rule, place.at, json(place.set(value)));
    if (place.required && place.remove) book.add('missing', place.at, json(place.remove()));
    const list = arraySchemaOf(place.schema);
    if (list) {
      book.add(`too many items (${LONG_ARRAY})`, place.at, json(place.set(validItems(list, LONG_ARRAY))));
      // As many items as fit in the body limit, so that the list's own limit is what refuses them.
      const itemLength = jsonText(validItems(list, 1)).length;
      const fitting = Math.floor((HUGE_LENGTH - jsonText(root).length - 64) / itemLength);
      if (fitting > MAX_ITEMS_ANYWHERE) {
        book.add(
          `too many items (${fitting}, within the body limit)`,
          place.at,
          json(place.set(validItems(list, fitting))),
        );
      }
    }
    fillers.push(() => {
      const { rule, value } = oddJsonBreak(place.schema, random.pick(ODD_TEXTS));
      book.add(rule, place.at, json(place.set(value)));
    });
  }
  for (const place of objects) {
    const object = objectSchemaOf(place.schema) ?? {};
    const current = isObject(place.value) ? place.value : (validValue(object) as Record<string, unknown>);
    const mapValue = mapValueOf(object);
    if (mapValue) {
      // A map takes any name, so an unknown field is no break; too many entries are.
      const max = object.maxProperties as number;
      const entries = Object.fromEntries(
        Array.from({ length: max + 1 }, (_, n) => [`${MAP_KEY}${n}`, validValue(mapValue, place.at)]),
      );
      book.add(`too many entries (${max + 1})`, place.at, json(place.set(entries)));
      // Its names are texts of one line: a NUL in one once failed the product API's insert (500).
      for (const [rule, name] of MAP_KEY_BREAKS)
        book.add(rule, place.at, json(place.set(withProperty({}, name, validValue(mapValue, place.at)))));
      continue;
    }
    const unknown = (name: string, value: unknown) => json(place.set(withProperty(current, name, value)));
    for (const name of UNKNOWN_NAMES)
      book.add('unknown field', `${place.at}.${shown(name)}`, unknown(name, 1));
    fillers.push(() => {
      const name = random.pick(ODD_TEXTS);
      const value = random.pick<unknown>([1, null, {}, [], random.pick(ODD_TEXTS)]);
      book.add('unknown field (odd name)', `${place.at}.${shown(name)}`, unknown(name, value));
    });
    fillers.push(() =>
      book.add(
        'unknown field (odd value)',
        `${place.at}.unknownField`,
        unknown('unknownField', random.pick(ODD_TEXTS)),
      ),
    );
  }

  if (!target.body) {
    // A route that takes no body (a DELETE, most often) refuses any other JSON value as one: a
    // `null` body once deleted a staff user.
    for (const value of [null, [], 'fuzz', 0, false])
      book.add(`a body where none is taken (${jsonText(value)})`, 'body', json(value));
  }
  const rootObject = isObject(root) ? root : {};
  book.add('deep nesting (lists)', 'body', json(nestedLists(DEEP_NESTING)));
  book.add('deep nesting (objects)', 'body', json(nestedObjects(DEEP_NESTING)));
  book.add(
    'unknown field (deep nesting)',
    'body.unknownField',
    json(withProperty(rootObject, 'unknownField', nestedObjects(DEEP_NESTING))),
  );
  const field = places.find((place) => place.at !== 'body' && !typesOf(place.schema).has('array'));
  if (target.body && field)
    book.add('deep nesting (lists)', field.at, json(field.set(nestedLists(DEEP_NESTING))));
  const texts = places.filter((place) => stringSchemaOf(place.schema)?.maxLength !== undefined);
  if (target.body && texts.length) {
    const place = random.pick(texts);
    book.add('huge text (1 MiB)', place.at, json(place.set('x'.repeat(HUGE_LENGTH))));
  }
  book.add(
    'body too large (1 MiB)',
    'body.unknownField',
    json(withProperty(rootObject, 'unknownField', 'x'.repeat(HUGE_LENGTH))),
  );

  const text = jsonText(root);
  book.add('malformed JSON (empty)', 'body', { body: { type: 'json', text: '' } });
  book.add('malformed JSON (truncated)', 'body', {
    body: { type: 'json', text: text.slice(0, Math.ceil(text.length / 2)) },
  });
  book.add('malformed JSON (trailing text)', 'body', { body: { type: 'json', text: `${text}x` } });
  for (const malformed of MALFORMED_JSON)
    book.add('malformed JSON', 'body', { body: { type: 'json', text: malformed } });
  const raw = (contentType: string | undefined, payload: string): { body: FuzzBody } => ({
    body: { type: 'raw', contentType, payload },
  });
  book.add('content type (text/plain)', 'body', raw('text/plain', text));
  book.add('content type (application/xml)', 'body', raw('application/xml', '<a>1</a>'));
  book.add('content type (octet-stream)', 'body', raw('application/octet-stream', text));
  book.add('content type (none)', 'body', raw(undefined, text));
  book.add(
    'content type (multipart without a boundary)',
    'body',
    raw('multipart/form-data', multipartText([{ name: 'a', value: '1' }])),
  );
  book.add(
    'content type (multipart, truncated)',
    'body',
    raw(
      `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      multipartText([{ name: 'a', value: '1' }], true),
    ),
  );
  if (target.encoding !== 'form') {
    const fields = isObject(root) ? textPairs(root as Record<string, string>) : [['a', '1'] as const];
    book.add('content type (form)', 'body', { body: { type: 'form', pairs: fields } });
  }
  if (target.body) book.add('no body', 'body', { body: undefined });
}

/** A form route's breaks as form posts: its fields as text, as a browser sends them. */
function formBodyCases(generation: Generation): void {
  const { base, book } = generation;
  const pairs = textPairs((base.body ?? {}) as Record<string, string>);
  textFieldCases(
    generation.target.body,
    pairs,
    'body (form)',
    (rule, at, next) => book.add(rule, at, { body: { type: 'form', pairs: next } }),
    generation,
  );
}

/** A multipart route's breaks: its text fields, its parts, and bodies that are not multipart. */
function multipartBodyCases(generation: Generation): void {
  const { target, base, book } = generation;
  const pairs = textPairs((base.body ?? {}) as Record<string, string>);
  const parts = (list: readonly Pair[]): MultipartPart[] => list.map(([name, value]) => ({ name, value }));
  const multipart = (list: readonly MultipartPart[]): { body: FuzzBody } => ({
    body: { type: 'multipart', parts: list },
  });
  textFieldCases(
    target.body,
    pairs,
    'body (multipart)',
    (rule, at, next) => book.add(rule, at, multipart(parts(next))),
    generation,
  );
  for (const name of requiredOf(target.body ?? {})) {
    const asFile = parts(pairs).map((part) =>
      part.name === name ? { ...part, fileName: 'field.txt' } : part,
    );
    book.add('a file for a text field', `body (multipart).${name}`, multipart(asFile));
  }
  const crowd = Array.from({ length: 21 }, (_, index) => ({ name: `unknownField${index}`, value: '1' }));
  book.add('too many fields (21 unknown)', 'body (multipart)', multipart([...parts(pairs), ...crowd]));

  const raw = (contentType: string | undefined, payload: string): { body: FuzzBody } => ({
    body: { type: 'raw', contentType, payload },
  });
  const text = multipartText(parts(pairs));
  book.add('content type (JSON)', 'body', { body: { type: 'json', text: jsonText(base.body ?? {}) } });
  book.add('content type (form)', 'body', { body: { type: 'form', pairs } });
  book.add('content type (text/plain)', 'body', raw('text/plain', text));
  book.add('content type (none)', 'body', raw(undefined, text));
  book.add('content type (multipart without a boundary)', 'body', raw('multipart/form-data', text));
  book.add(
    'malformed multipart (truncated)',
    'body',
    raw(`multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, multipartText(parts(pairs), true)),
  );
  book.add(
    'malformed multipart (another boundary)',
    'body',
    raw('multipart/form-data; boundary=another-boundary', text),
  );
  book.add(
    'malformed multipart (empty)',
    'body',
    raw(`multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, ''),
  );
  book.add('no body', 'body', { body: undefined });
}

function baseBody(target: FuzzTarget, base: BaseCall): FuzzBody | undefined {
  if (target.method === 'GET' || !target.body) return undefined;
  if (target.encoding === 'multipart') {
    const pairs = textPairs((base.body ?? {}) as Record<string, string>);
    return { type: 'multipart', parts: pairs.map(([name, value]) => ({ name, value })) };
  }
  return { type: 'json', text: jsonText(base.body) };
}

/** The valid call as a case: what every malformed case changes one thing of. */
export function baseCase(target: FuzzTarget, base: BaseCall): Omit<FuzzCase, 'rule' | 'at'> {
  const body = baseBody(target, base);
  return { params: baseParams(base), query: textPairs(base.query), ...(body ? { body } : {}) };
}

/** At least `minimum` malformed requests of the route, each breaking one rule of the valid call. */
export function malformedCases(
  target: FuzzTarget,
  base: BaseCall,
  seed: number,
  minimum = MINIMUM_CASES,
): FuzzCase[] {
  const generation: Generation = {
    target,
    base,
    book: new CaseBook(baseCase(target, base)),
    random: seededRandom(routeSeed(seed, target.key)),
    fillers: [],
  };
  pathCases(generation);
  queryCases(generation);
  if (target.method !== 'GET') {
    if (target.encoding === 'multipart') multipartBodyCases(generation);
    else jsonBodyCases(generation);
    if (target.encoding === 'form') formBodyCases(generation);
  }
  const { book, random, fillers } = generation;
  for (let draws = 0; book.size < minimum && draws < minimum * 50; draws++) random.pick(fillers)();
  if (book.size < minimum) throw new Error(`${target.key}: only ${book.size} distinct malformed requests`);
  return book.list();
}

/**
 * How many of a route's malformed requests one run sends. Every route is fuzzed every run, but the
 * whole book of a route (200 and more, a few of them a megabyte each) cost about a third of the API
 * suite's time; a sample drawn afresh from each run's seed covers the book over runs instead.
 */
export const SAMPLED_CASES = 24;

/** A case's class: its rule without the detail in brackets ("too many items (101)" is "too many items"). */
export const ruleClass = (fuzzCase: Pick<FuzzCase, 'rule'>) => fuzzCase.rule.replace(/ \(.*$/, '');

/**
 * `size` of a route's cases, as many classes as they reach: the classes are taken in a seeded order,
 * one case of each (a seeded one of the class) before a second of any, so a route gets every class
 * when it has no more than `size` and a rotating share when it has more. The same seed picks the
 * same cases; the chosen ones keep the book's order.
 */
export function sampleCases(
  cases: readonly FuzzCase[],
  seed: number,
  key: string,
  size = SAMPLED_CASES,
): FuzzCase[] {
  if (cases.length <= size) return [...cases];
  // Another stream than the generator's own for the route, so the draw does not mirror its picks.
  const random = seededRandom(routeSeed(seed, `sample ${key}`));
  const shuffled = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(random.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  const byClass = new Map<string, number[]>();
  cases.forEach((fuzzCase, index) => {
    const name = ruleClass(fuzzCase);
    byClass.set(name, [...(byClass.get(name) ?? []), index]);
  });
  const queues = shuffled([...byClass.keys()].sort()).map((name) => shuffled(byClass.get(name) ?? []));
  const chosen = new Set<number>();
  while (chosen.size < size) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next !== undefined && chosen.size < size) chosen.add(next);
    }
  }
  return [...chosen].sort((a, b) => a - b).map((index) => cases[index] as FuzzCase);
}
