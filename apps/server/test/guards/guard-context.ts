import { afterAll, beforeAll } from 'vitest';
import { ErrorEnvelope } from '@fm/contracts';
import { snapshot } from '../db-snapshot';
import { ADMIN, OTHER_ADMIN, signInDemoAccounts } from '../requests';
import { createTestContext, type TestContext } from '../test-app';
import { idInputs, idValue, type IdInput, type Org } from './id-kinds';
import { apiOperations, urlOf, type Operation } from './operations';

/** One database and one app per guard file, the demo accounts signed in, the operations read. */
export function guardContext() {
  const state = {} as { ctx: TestContext; operations: Operation[] };
  beforeAll(async () => {
    state.ctx = await createTestContext();
    await signInDemoAccounts(state.ctx);
    state.operations = apiOperations(state.ctx.app);
  });
  afterAll(() => state.ctx.close());
  return state;
}

/** Whether a response is the spec's error envelope. */
export const isEnvelope = (body: string) => {
  try {
    return ErrorEnvelope.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
};

/** Path values and body id fields of an organisation, for a request that is otherwise valid. */
export async function idsOf(ctx: TestContext, inputs: IdInput[], org: Org) {
  const path: Record<string, string | number> = {};
  const query: Record<string, string | number> = {};
  const body: Record<string, unknown> = {};
  for (const input of inputs) {
    const value = await idValue(ctx, input, org);
    if (input.where === 'path') path[input.name] = value as string | number;
    else if (input.where === 'query') query[input.name] = value as string | number;
    else body[input.name] = value;
  }
  return { path, query, body };
}

/** A body example with its id fields set to `ids` (only the fields the example variant has). */
export const exampleWith = (example: unknown, ids: Record<string, unknown>) => {
  if (example === null || typeof example !== 'object' || Array.isArray(example)) return example;
  const filled: Record<string, unknown> = { ...example };
  for (const [name, value] of Object.entries(ids)) if (name in filled) filled[name] = value;
  return filled;
};

/**
 * Gives both organisations something of every kind the API creates: each POST route with an
 * example body is called once by each organisation's admin (errors are ignored: a route that
 * needs something first simply adds nothing). The tenant guard then finds real ids of both.
 */
export async function populateBothOrganisations(ctx: TestContext, operations: Operation[]) {
  for (const operation of operations) {
    if (operation.method !== 'POST' || !operation.body?.examples.length) continue;
    for (const [email, org] of [
      [ADMIN, 'demo'],
      [OTHER_ADMIN, 'other'],
    ] as const) {
      try {
        const ids = await idsOf(ctx, await idInputs(ctx, operation), org);
        await ctx.app.inject({
          method: 'POST',
          url: urlOf(operation, ids.path, ids.query),
          headers: await ctx.as(email),
          payload: exampleWith(operation.body.examples[0], ids.body) as object,
        });
      } catch {
        // Something this route needs is missing in that organisation; the guard reports it.
      }
    }
  }
}

/** Fingerprints the database around `run`: what it returns, and whether anything changed. */
export async function unchangedAround<T>(ctx: TestContext, run: () => Promise<T>) {
  const before = await snapshot(ctx.db);
  const result = await run();
  const after = await snapshot(ctx.db);
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  return { result, changed };
}

export { idInputs };
