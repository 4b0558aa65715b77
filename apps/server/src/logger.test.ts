import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { createLogger } from './logger';

/** The lines a logger wrote, as parsed JSON. */
function captured() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
}

/**
 * A failed query is logged with its SQL and PostgreSQL's error code, never with the values it
 * was given: those are e-mail addresses, names and whatever else people typed.
 */
describe('logged database errors', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const failure = async (query: ReturnType<typeof sql>) => {
    try {
      await ctx.db.execute(query);
    } catch (error) {
      return error;
    }
    throw new Error('the query should have failed');
  };

  it('carry the statement and the code, not the parameters', async () => {
    const { lines, stream } = captured();
    const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, stream);
    const secret = 'priya.sharma@lotus.example';
    logger.error({ err: await failure(sql`select ${secret}::int`) }, 'request failed');
    logger.error({ err: await failure(sql`select ${`${secret}\u0000`}::text`) }, 'request failed');
    const violation = await failure(sql`update identity_users set email = ${secret}`);
    logger.child({ requestId: 'r1' }).error({ err: violation }, 'request failed');

    expect(lines).toHaveLength(3);
    const written = JSON.stringify(lines);
    expect(written).not.toContain(secret);
    expect(written).not.toContain('priya.sharma');
    const [cast, , duplicate] = lines as { err: Record<string, unknown> }[];
    expect(cast!.err).toMatchObject({
      message: 'Failed query: select $1::int',
      query: 'select $1::int',
      cause: { code: '22P02', message: 'invalid input syntax for type integer: [value]' },
    });
    expect(duplicate!.err.cause).toMatchObject({
      code: '23505',
      constraint: 'identity_users_pool_email_key',
      table: 'identity_users',
    });
  });
});
