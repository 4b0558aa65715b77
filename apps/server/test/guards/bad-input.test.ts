import { describe, expect, it } from 'vitest';
import { ADMIN } from '../requests';
import { badBodies, badParameterTexts, type Variant } from './bad-values';
import {
  exampleWith,
  guardContext,
  idInputs,
  idsOf,
  isEnvelope,
  unchangedAround,
} from './guard-context';
import { isWrite, pathOf, reportCoverage, urlOf, type Operation } from './operations';

/**
 * Route-wide guard, driven by the OpenAPI document: every /api route is sent bad input (bodies
 * of the wrong shape, prototype keys, deep nesting, NUL bytes, lone surrogates, huge texts,
 * numbers out of range, wrong types; bad path and query values) as an admin. It must never
 * answer 5xx, must answer errors in the envelope, must refuse (4xx) every bad write, and must
 * write nothing (a fingerprint of every table around each route's variants).
 */
describe('route-wide guard: bad input', () => {
  const state = guardContext();

  it('refuses bad input on every route, in the envelope, writing nothing', async () => {
    const { ctx, operations } = state;
    const headers = await ctx.as(ADMIN);
    const problems: string[] = [];
    let variants = 0;
    let covered = 0;

    for (const operation of operations) {
      if (operation.body && operation.body.examples.length === 0)
        problems.push(
          `${operation.name}: its body schema shows no example (requestExamples in packages/contracts): the guards start from a valid body`,
        );
      const inputs = await idInputs(ctx, operation);
      const own = await idsOf(ctx, inputs, 'demo');
      const example = exampleWith(operation.body?.examples[0] ?? {}, own.body);
      const requests = planFor(operation, own.path, own.query, example);
      const { changed } = await unchangedAround(ctx, async () => {
        for (const request of requests) {
          const response = await ctx.app.inject({
            method: operation.method,
            url: request.url,
            headers: {
              ...headers,
              ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          const what = `${operation.name} ${request.label} -> ${response.statusCode}`;
          if (response.statusCode >= 500) problems.push(`${what}: a server error`);
          else if (response.statusCode >= 400 && !isEnvelope(response.body))
            problems.push(`${what}: not the envelope: ${response.body.slice(0, 200)}`);
          else if (response.statusCode < 400 && request.mustRefuse)
            problems.push(`${what}: accepted`);
        }
      });
      if (changed.length)
        problems.push(`${operation.name}: bad input changed ${changed.join(', ')}`);
      variants += requests.length;
      covered += 1;
    }

    reportCoverage('bad input', {
      routes: covered,
      'write routes': operations.filter(isWrite).length,
      variants,
      roles: 1,
    });
    expect(problems).toEqual([]);
    expect(covered).toBe(operations.length);
  }, 120_000); // it walks every route's every variant: its time grows with the API
});

interface PlannedRequest extends Variant {
  url: string;
  /** A write must refuse it; a read may ignore what it does not use. */
  mustRefuse: boolean;
}

/** The bounded set of bad requests for one operation. */
function planFor(
  operation: Operation,
  path: Record<string, string | number>,
  query: Record<string, string | number>,
  example: unknown,
): PlannedRequest[] {
  const write = isWrite(operation);
  const valid = operation.body ? JSON.stringify(example) : undefined;
  const plan: PlannedRequest[] = [];
  const rawUrl = (params: Record<string, string>, search = '') =>
    pathOf(operation, params) + search;
  const encodedPath = Object.fromEntries(
    Object.entries(path).map(([name, value]) => [name, encodeURIComponent(String(value))]),
  );

  for (const param of operation.pathParams)
    for (const [label, text] of badParameterTexts)
      plan.push({
        label: `path ${param.name}: ${label}`,
        url: rawUrl({ ...encodedPath, [param.name]: text }),
        payload: valid,
        mustRefuse: write,
      });

  for (const param of operation.queryParams)
    for (const [label, text] of badParameterTexts.slice(0, 4))
      plan.push({
        label: `query ${param.name}: ${label}`,
        url: rawUrl(encodedPath, `?${param.name}=${text}`),
        payload: valid,
        mustRefuse: write,
      });
  if (!write)
    for (const key of ['__proto__', 'constructor'])
      plan.push({
        label: `query key ${key}`,
        url: rawUrl(encodedPath, `?${key}=1&${key}[polluted]=1`),
        mustRefuse: false,
      });

  if (operation.body && write)
    for (const variant of badBodies(operation, example))
      plan.push({ ...variant, url: urlOf(operation, path, query), mustRefuse: true });
  else if (write && operation.otherBody)
    // A body the document describes as something else (a multipart upload): the wrong kinds.
    for (const variant of [
      { label: 'no body' },
      { label: 'a JSON object', payload: '{}' },
      { label: 'a JSON text', payload: '"text"' },
    ])
      plan.push({ ...variant, url: urlOf(operation, path, query), mustRefuse: true });
  return plan;
}
