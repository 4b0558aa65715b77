import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, OTHER_ADMIN } from '../requests';
import {
  exampleWith,
  guardContext,
  idInputs,
  idsOf,
  isEnvelope,
  populateBothOrganisations,
  unchangedAround,
} from './guard-context';
import type { Org } from './id-kinds';
import { reportCoverage, urlOf } from './operations';

/**
 * Route-wide guard, driven by the OpenAPI document: every route that takes an id or an
 * organisation (in its path, query or body) is called by every role of one organisation with
 * the other organisation's ids, one input at a time, the rest of the request valid and its
 * own. The answer is always 404 or 403 in the envelope, and neither organisation's rows change
 * (a fingerprint of every table around each route).
 */
describe('route-wide guard: tenant walls', () => {
  const state = guardContext();

  it("answers another organisation's ids with 404 or 403 and changes nothing", async () => {
    const { ctx, operations } = state;
    await populateBothOrganisations(ctx, operations);
    const problems: string[] = [];
    let covered = 0;
    let variants = 0;
    const callers = DEMO_ACCOUNTS.map((email) => ({
      email,
      own: (email === OTHER_ADMIN ? 'other' : 'demo') as Org,
      foreign: (email === OTHER_ADMIN ? 'demo' : 'other') as Org,
    }));

    for (const operation of operations) {
      const inputs = await idInputs(ctx, operation);
      if (inputs.length === 0) continue;
      covered += 1;
      const examples = operation.body?.examples.length ? operation.body.examples : [undefined];
      const { changed } = await unchangedAround(ctx, async () => {
        for (const caller of callers) {
          const own = await idsOf(ctx, inputs, caller.own);
          const foreign = await idsOf(ctx, inputs, caller.foreign);
          for (const input of inputs)
            for (const example of examples) {
              // One input foreign, everything else the caller's own.
              const pick = <T extends object>(mine: T, theirs: T, where: string) =>
                where === input.where
                  ? { ...mine, [input.name]: theirs[input.name as keyof T] }
                  : mine;
              const path = pick(own.path, foreign.path, 'path');
              const query = pick(own.query, foreign.query, 'query');
              const body = pick(own.body, foreign.body, 'body');
              if (input.where === 'body' && !(example && input.name in (example as object)))
                continue;
              const payload = example === undefined ? undefined : exampleWith(example, body);
              variants += 1;
              const response = await ctx.app.inject({
                method: operation.method,
                url: urlOf(operation, path, query),
                headers: await ctx.as(caller.email),
                ...(payload === undefined ? {} : { payload: payload as object }),
              });
              if (![403, 404].includes(response.statusCode) || !isEnvelope(response.body))
                problems.push(
                  `${operation.name} as ${caller.email}, their ${input.where}.${input.name}: ${response.statusCode} ${response.body.slice(0, 160)}`,
                );
            }
        }
      });
      if (changed.length) problems.push(`${operation.name}: changed ${changed.join(', ')}`);
    }

    reportCoverage('tenant walls', {
      'routes with ids': covered,
      'routes without': operations.length - covered,
      variants,
      roles: 5,
      'callers (every demo role, and the other organisation)': callers.length,
    });
    expect(problems).toEqual([]);
  }, 120_000); // it walks every route as every caller: its time grows with the API
});
