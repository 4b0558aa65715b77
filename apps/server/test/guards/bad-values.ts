import type { JsonSchema, Operation } from './operations';

/*
 * Generators of bad input, from an operation's schemas. Every value here is invalid for the
 * schema it is made for, so a correct route refuses it (4xx) and writes nothing. The number of
 * variants per route is bounded, so the guard's cost grows with the number of routes only.
 */

/** At most this many single-field mutations of a body per route. */
const FIELD_VARIANTS_PER_ROUTE = 48;

const NESTING = 3_000;
const HUGE = 100_001;

export interface Variant {
  label: string;
  /** A raw JSON text, or undefined for no body at all. */
  payload?: string;
}

type JsonType = 'object' | 'array' | 'boolean' | 'number' | 'string' | 'null';

const typeOf = (value: unknown): JsonType =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonType);

/** The JSON types a schema accepts (every type when it does not say). */
function allowedTypes(schema: JsonSchema): Set<JsonType> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return new Set(options.flatMap((option) => [...allowedTypes(option)]));
  const types = new Set<JsonType>();
  if (schema.enum) schema.enum.forEach((value) => types.add(typeOf(value)));
  if (schema.const !== undefined) types.add(typeOf(schema.const));
  for (const type of [schema.type ?? []].flat())
    types.add(type === 'integer' ? 'number' : (type as JsonType));
  if (schema.nullable) types.add('null');
  if (types.size === 0) return new Set(['object', 'array', 'boolean', 'number', 'string', 'null']);
  return types;
}

const deep = (depth: number): unknown => {
  let value: unknown = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** Values that the schema refuses, each with what it tries. */
function badValuesFor(schema: JsonSchema): { label: string; value: unknown }[] {
  const types = allowedTypes(schema);
  const only = (...kinds: JsonType[]) => [...types].every((type) => kinds.includes(type));
  const values: { label: string; value: unknown }[] = [];
  // What PostgreSQL cannot store comes first: it is what a forgotten check turns into a 500.
  if (types.has('string')) {
    values.push({ label: 'a NUL byte', value: 'a\u0000b' });
    values.push({ label: 'a lone surrogate', value: '\ud800x' });
  }
  const wrong = (
    [
      ['an object', { unexpected: true }],
      ['a list', [1, 2]],
      ['a boolean', true],
      ['a number', 12_345],
      ['a text', 'text'],
      ['null', null],
    ] as const
  ).filter(([, value]) => !types.has(typeOf(value)));
  values.push(...wrong.slice(0, 2).map(([what, value]) => ({ label: `${what} instead`, value })));
  if (types.has('string') && (schema.maxLength !== undefined || schema.enum || schema.pattern))
    values.push({
      label: 'a huge text',
      value: 'x'.repeat(Math.max(HUGE, (schema.maxLength ?? 0) + 1)),
    });
  if (only('number')) {
    if (schema.maximum !== undefined)
      values.push({ label: 'above the maximum', value: schema.maximum + 1 });
    if (schema.minimum !== undefined)
      values.push({ label: 'below the minimum', value: schema.minimum - 1 });
    values.push({ label: 'a number too large for JSON', value: 1e308 });
  }
  if (!types.has('object')) values.push({ label: 'deep nesting', value: deep(NESTING) });
  return values;
}

/** The schema of the field at `path` (through objects, lists and the first fitting union option). */
function schemaAt(schema: JsonSchema, path: (string | number)[]): JsonSchema | null {
  let current: JsonSchema | undefined = schema;
  for (const key of path) {
    if (!current) return null;
    const options: JsonSchema[] = current.oneOf ?? current.anyOf ?? [current];
    const next: JsonSchema | undefined =
      typeof key === 'number'
        ? options.find((option) => option.items)?.items
        : options.find((option) => option.properties?.[key])?.properties?.[key];
    current = next;
  }
  return current ?? null;
}

/** Paths of every value inside an example (objects and lists), leaves and branches alike. */
function pathsIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return path.length ? [path] : [];
  const children = Array.isArray(value)
    ? value.slice(0, 1).map((item, index) => pathsIn(item, [...path, index]))
    : Object.entries(value).map(([key, item]) => pathsIn(item, [...path, key]));
  return [...(path.length ? [path] : []), ...children.flat()];
}

const withValueAt = (base: unknown, path: (string | number)[], value: unknown): unknown => {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key!] = withValueAt(copy[key!], rest, value);
  return copy;
};

const requiresSomething = (schema: JsonSchema) =>
  (schema.oneOf ?? schema.anyOf ?? [schema]).every((option) => (option.required ?? []).length > 0);

/**
 * Bad bodies for an operation: not JSON of the right shape at all, prototype keys, and single
 * fields of a valid example changed to something invalid (at most FIELD_VARIANTS_PER_ROUTE).
 */
export function badBodies(operation: Operation, base: unknown): Variant[] {
  const schema = operation.body!.schema;
  const text = (value: unknown) => JSON.stringify(value);
  const baseText = text(base).slice(1);
  const variants: Variant[] = [
    { label: 'no body' },
    { label: 'null', payload: 'null' },
    { label: 'a list for the object', payload: text([base]) },
    { label: 'a text', payload: '"text"' },
    { label: 'deeply nested lists', payload: `${'['.repeat(NESTING)}${']'.repeat(NESTING)}` },
    { label: '__proto__ key', payload: `{"__proto__":{"isAdmin":true},${baseText}` },
    {
      label: 'constructor.prototype key',
      payload: `{"constructor":{"prototype":{"isAdmin":true}},${baseText}`,
    },
  ];
  if (requiresSomething(schema)) variants.push({ label: 'an empty object', payload: '{}' });
  if (schema.additionalProperties === false)
    variants.push({
      label: 'an unknown field',
      payload: text({ ...(base as object), unexpected: 1 }),
    });

  // Every field of the example, each with its bad values; taken round-robin so that each field
  // gets a first bad value before any gets a second, within the bound.
  const perField = pathsIn(base).map((path) => {
    const fieldSchema = schemaAt(schema, path);
    return (fieldSchema ? badValuesFor(fieldSchema) : []).map(({ label, value }) => ({
      label: `${path.join('.')}: ${label}`,
      payload: text(withValueAt(base, path, value)),
    }));
  });
  const fields: Variant[] = [];
  for (let round = 0; fields.length < FIELD_VARIANTS_PER_ROUTE; round++) {
    const taken = perField.map((list) => list[round]).filter((variant) => variant !== undefined);
    if (taken.length === 0) break;
    fields.push(...taken.slice(0, FIELD_VARIANTS_PER_ROUTE - fields.length));
  }
  return [...variants, ...fields];
}

/** Bad values of a path or query parameter, already encoded for a URL. */
export const badParameterTexts = [
  ['a NUL byte', '%00'],
  ['a lone surrogate (invalid UTF-8)', '%ED%A0%80'],
  ['a broken escape', '%E0%A4%A'],
  ['a huge text', 'x'.repeat(2_000)],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['a negative number', '-1'],
  ['a number too large', '99999999999999999999'],
] as const;
