import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isUniqueViolation } from './unique-violation';

/**
 * The errors a unique index really throws, as the two ways the server talks to PostgreSQL hand
 * them over: through Drizzle (the driver's error as its `cause`) and through `pg` directly.
 * A temporary table on the test server's maintenance database, on one connection (a pool may
 * drop a connection after an error, and its temporary table with it): nothing outlives it.
 */
describe('isUniqueViolation', () => {
  const client = new pg.Client({ connectionString: inject('serverUrl') });
  let db: NodePgDatabase;
  const failure = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      return error;
    }
    throw new Error('The statement was expected to fail');
  };

  beforeAll(async () => {
    await client.connect();
    db = drizzle({ client });
    await db.execute(sql`create temporary table unique_probe (key text primary key)`);
    await db.execute(sql`insert into unique_probe values ('taken')`);
  });
  afterAll(() => client.end());

  it('recognises a duplicate key, through Drizzle and through pg', async () => {
    const viaDrizzle = await failure(() =>
      db.execute(sql`insert into unique_probe values ('taken')`),
    );
    expect(isUniqueViolation(viaDrizzle)).toBe(true);
    const viaPg = await failure(() => client.query(`insert into unique_probe values ('taken')`));
    expect(isUniqueViolation(viaPg)).toBe(true);
  });

  it('refuses other database errors and things that are not errors', async () => {
    const notNull = await failure(() => db.execute(sql`insert into unique_probe values (null)`));
    expect(isUniqueViolation(notNull)).toBe(false);
    expect(isUniqueViolation(new Error('duplicate key value'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
