import { readFile } from 'node:fs/promises';
import { AUDIT_ACTIONS, EVENT_TYPES } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app';

const migration = new URL('../src/db/migrations/0018_audit-and-event-names.sql', import.meta.url);

/** The `(old, new)` pairs of each statement of the migration, in order. */
const renames = (text: string) =>
  text
    .split('--> statement-breakpoint')
    .map((statement) =>
      [...statement.matchAll(/\('([^']+)', '([^']+)'\)/g)].map((m) => [m[1]!, m[2]!]),
    );

describe('migration 0018: audit actions and event types under one naming rule', () => {
  let ctx: TestContext;
  let statements: string[];
  let actions: string[][];
  let types: string[][];
  beforeAll(async () => {
    ctx = await createTestContext();
    const text = await readFile(migration, 'utf8');
    statements = text.split('--> statement-breakpoint');
    [actions, types] = renames(text) as [string[][], string[][]];
  });
  afterAll(() => ctx.close());

  it('renames only to names of the typed lists', () => {
    expect(
      actions.map(([, name]) => name).filter((name) => !AUDIT_ACTIONS.includes(name as never)),
    ).toEqual([]);
    expect(
      types.map(([, name]) => name).filter((name) => !EVENT_TYPES.includes(name as never)),
    ).toEqual([]);
  });

  it('moves rows written under the old names to the new ones, and leaves others alone', async () => {
    const org = ctx.seed.demoOrgId;
    for (const [old] of actions)
      await ctx.db.execute(
        sql`insert into audit_log (org_id, actor_id, actor_email, action, entity_type, entity_id, changes)
            values (${org}, 'u', 'migration@demo.example', ${old}, 'migration-test', ${old}, '{}')`,
      );
    for (const [old] of types)
      await ctx.db.execute(sql`insert into domain_events (org_id, type) values (${org}, ${old})`);
    await ctx.db.execute(
      sql`insert into domain_events (org_id, type) values (${org}, 'test.kept')`,
    );

    for (const statement of statements) await ctx.db.execute(sql.raw(statement));

    const audit = await ctx.db.execute<{ entity_id: string; action: string }>(
      sql`select entity_id, action from audit_log where entity_type = 'migration-test'`,
    );
    expect(new Map(audit.rows.map((row) => [row.entity_id, row.action]))).toEqual(
      new Map(actions as [string, string][]),
    );
    const events = await ctx.db.execute<{ type: string }>(
      sql`select type from domain_events where org_id = ${org} order by id desc limit ${types.length + 1}`,
    );
    expect(events.rows.map((row) => row.type).reverse()).toEqual([
      ...types.map(([, name]) => name),
      'test.kept',
    ]);
  });
});
