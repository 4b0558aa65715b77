import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';

/**
 * Every string a request schema takes (the exports named *Body, *Query and *Params) must refuse
 * what PostgreSQL cannot store. A bare z.string() in a request schema fails here; `text()`,
 * `boundedText()`, the field helpers and formats such as z.email() or z.uuid() pass.
 */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
};

/** The string schemas inside a schema, with where they are. */
function stringsIn(schema: z.ZodType, path: string, found: [string, z.ZodType][] = []) {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const walk = (child: z.ZodType | undefined, at = path) => child && stringsIn(child, at, found);
  switch (def.type) {
    case 'string':
      found.push([path, schema]);
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, `${path}.${key}`);
      walk(def.catchall, `${path}.*`);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'union':
      def.options?.forEach((option) => walk(option));
      break;
    case 'pipe':
      walk(def.in);
      walk(def.out);
      break;
    case 'intersection':
      walk(def.left);
      walk(def.right);
      break;
    case 'tuple':
      def.items?.forEach((item, index) => walk(item, `${path}[${index}]`));
      walk(def.rest, `${path}[]`);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    default:
      walk(def.innerType); // optional, nullable, default, catch, readonly, ...
  }
  return found;
}

const requestSchemas = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] =>
    /(Body|Query|Params)$/.test(entry[0]) && entry[1] instanceof z.ZodType,
);

describe('strings in request schemas', () => {
  it('finds the request schemas', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['AddLocationBody', 'UpdateBrandingBody', 'OutboxQuery']),
    );
  });

  it.each(requestSchemas)('%s refuses NUL and lone surrogates in every string', (name, schema) => {
    const unchecked = stringsIn(schema, name)
      .filter(([, string]) =>
        ['a\u0000b', '\ud800x', 'x\udc00'].some((bad) => string.safeParse(bad).success),
      )
      .map(([path]) => path);
    expect(unchecked, 'use text() or boundedText() from common.ts').toEqual([]);
  });
});

describe('examples of request bodies', () => {
  const bodies = requestSchemas.filter(([name]) => name.endsWith('Body'));

  // That every route's body has an example is the server's route-wide guard's to check.
  it.each(bodies)('%s: every example it shows is valid', (_name, schema) => {
    const examples = Object.values(
      (schema.meta()?.['x-examples'] ?? {}) as Record<string, { value: unknown }>,
    );
    for (const { value } of examples) expect(schema.safeParse(value).error).toBeUndefined();
  });
});
