import type { FastifyInstance } from 'fastify';

/** A JSON Schema as the OpenAPI document holds it (OpenAPI 3.0 flavour: `nullable`). */
export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, as the route-wide guards use it. */
export interface Operation {
  method: Method;
  /** `/api/locations/{id}` */
  path: string;
  /** `PUT /api/location/{id}` */
  name: string;
  /** x-permission: a permission of the matrix, 'member' or 'public'. */
  permission: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body, with the examples its schema declares; null without a JSON body. */
  body: { schema: JsonSchema; examples: unknown[]; required: boolean } | null;
  /** A body of another kind (multipart, raw bytes): the guards do not generate those. */
  otherBody: string | null;
}

export const isWrite = (operation: Operation) => operation.method !== 'GET';

type RawOperation = {
  'x-permission'?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: {
    required?: boolean;
    content: Record<
      string,
      { schema: JsonSchema; example?: unknown; examples?: Record<string, { value: unknown }> }
    >;
  };
};

/**
 * Every /api operation of the app's OpenAPI document (the API docs excepted). The guards are
 * driven by this list: a route added tomorrow is in it without anyone writing test code.
 */
export function apiOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as {
    paths: Record<string, Record<string, RawOperation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const components = document.components?.schemas ?? {};
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? resolve(components[schema.$ref.split('/').pop()!]!) : schema;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [verb, raw] of Object.entries(methods)) {
      const method = verb.toUpperCase() as Method;
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const params = (where: string) =>
        (raw.parameters ?? [])
          .filter((parameter) => parameter.in === where)
          .map((parameter) => ({
            name: parameter.name,
            required: parameter.required ?? where === 'path',
            schema: resolve(parameter.schema),
          }));
      const content = raw.requestBody?.content ?? {};
      const json = content['application/json'];
      const other = Object.keys(content).find((type) => type !== 'application/json') ?? null;
      operations.push({
        method,
        path,
        name: `${method} ${path}`,
        permission: raw['x-permission'] ?? '(undeclared)',
        pathParams: params('path'),
        queryParams: params('query'),
        body: json
          ? {
              schema: resolve(json.schema),
              examples: [
                ...(json.example === undefined ? [] : [json.example]),
                ...Object.values(json.examples ?? {}).map((example) => example.value),
              ],
              required: raw.requestBody?.required ?? false,
            }
          : null,
        otherBody: json ? null : other,
      });
    }
  }
  return operations;
}

/** A path parameter that names nothing the guards know of (a file key) gets this value. */
const PLACEHOLDER = 'none';

/** The path of an operation with its parameters (already encoded) filled in. */
export const pathOf = (operation: Operation, encoded: Record<string, string>) =>
  operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encoded[name] ?? PLACEHOLDER);

/** The request URL of an operation with its path parameters filled in. */
export function urlOf(
  operation: Operation,
  values: Record<string, string | number>,
  query: Record<string, string | number> = {},
): string {
  const path = pathOf(
    operation,
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, encodeURIComponent(String(value))]),
    ),
  );
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** Prints one line of counts, so the run shows what a guard covered. */
export function reportCoverage(guard: string, counts: Record<string, number>) {
  const parts = Object.entries(counts).map(([what, count]) => `${count} ${what}`);
  console.warn(`[route guard] ${guard}: ${parts.join(', ')}`);
}

/**
 * The route-wide guards check the routes in this many parts, a test each: every part is a
 * share of the routes (every `GUARD_PARTS`-th one), so a part's time stays a fraction of the
 * whole as modules add routes, and a slow machine does not push one test past its limit.
 */
export const GUARD_PARTS = 8;
export const guardParts = Array.from({ length: GUARD_PARTS }, (_, index) => index + 1);

/** The operations of part `part` (1 to `GUARD_PARTS`). */
export const partOf = (operations: readonly Operation[], part: number) =>
  operations.filter((_, index) => index % GUARD_PARTS === part - 1);
