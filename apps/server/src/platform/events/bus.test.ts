import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEventType } from '../../../test/test-event-type';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { inTenant } from '../../db/tenant';
import { createEventBus, type LiveEventBus, type PublishedEvent } from './bus';

describe('the event bus (NOTIFY in the transaction, one LISTEN per process)', () => {
  let ctx: TestContext;
  let other: LiveEventBus;
  const heard: PublishedEvent[] = [];
  const heardElsewhere: PublishedEvent[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.platform.events.subscribe((event) => heard.push(event));
    // A second bus on the same database stands for another server process.
    other = createEventBus({ db: ctx.db, logger: pino({ level: 'silent' }) });
    await other.ready();
    other.subscribe((event) => heardElsewhere.push(event));
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  const waitFor = async (list: PublishedEvent[], type: string) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = list.find((event) => event.type === type);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`${type} never arrived`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const publish = (type: string, data?: Record<string, unknown>) =>
    inTenant(ctx.db, ctx.seed.demoOrgId, (tx) =>
      ctx.platform.events.publish(tx, {
        orgId: ctx.seed.demoOrgId,
        type: testEventType(type),
        ...(data ? { data } : {}),
      }),
    );

  it('delivers an event only once its transaction commits, to every process', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = inTenant(ctx.db, ctx.seed.demoOrgId, async (tx) => {
      await ctx.platform.events.publish(tx, {
        orgId: ctx.seed.demoOrgId,
        type: testEventType('test.held'),
        data: { locationId: 'L-1' },
      });
      await held;
    });
    // Another change commits meanwhile and arrives; the open one has not.
    await publish('test.marker');
    await waitFor(heard, 'test.marker');
    expect(heard.some((event) => event.type === 'test.held')).toBe(false);

    release();
    await open;
    const event = await waitFor(heard, 'test.held');
    expect(event).toMatchObject({
      orgId: ctx.seed.demoOrgId,
      type: testEventType('test.held'),
      data: { locationId: 'L-1' },
    });
    expect(event.id).toBeGreaterThan(0);
    expect((await waitFor(heardElsewhere, 'test.held')).id).toBe(event.id);
  });

  it('hands trigger tags to every process, and resets caches when the connection drops', async () => {
    const tags: string[] = [];
    let resets = 0;
    const stop = other.onInvalidate({
      changed: (tag) => tags.push(tag),
      reset: () => (resets += 1),
    });
    const orgId = ctx.seed.demoOrgId;
    await ctx.db.execute(sql`update organizations set updated_at = now() where id = ${orgId}`);
    await expect.poll(() => tags).toContain(`organizations:${orgId}`);
    expect(other.listening()).toBe(true);

    await ctx.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'facility-events' and datname = current_database()`,
    );
    // Once when it is lost (changes may be missed from here) and once when it is back.
    await expect.poll(() => resets, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => other.listening(), { timeout: 10_000 }).toBe(true);
    stop();
  });

  it('announces nothing for a transaction that rolls back', async () => {
    await expect(
      inTenant(ctx.db, ctx.seed.demoOrgId, async (tx) => {
        await ctx.platform.events.publish(tx, {
          orgId: ctx.seed.demoOrgId,
          type: testEventType('test.undone'),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // NOTIFYs arrive in commit order: once a later event is here, the undone one never comes.
    await publish('test.after-rollback');
    await waitFor(heard, 'test.after-rollback');
    await waitFor(heardElsewhere, 'test.after-rollback');
    expect(heard.some((event) => event.type === 'test.undone')).toBe(false);
    expect(heardElsewhere.some((event) => event.type === 'test.undone')).toBe(false);
  });

  it("refuses an event for another organisation from a tenant's transaction", async () => {
    await expect(
      inTenant(ctx.db, ctx.seed.demoOrgId, (tx) =>
        ctx.platform.events.publish(tx, {
          orgId: ctx.seed.otherOrgId,
          type: testEventType('test.foreign'),
        }),
      ),
    ).rejects.toThrow();
  });

  it("reads an organisation's events after an id back for resuming", async () => {
    const from = await ctx.platform.events.lastId();
    await publish('test.resume-1');
    await publish('test.resume-2');
    const later = await ctx.platform.events.since(ctx.seed.demoOrgId, from);
    expect(later?.map((event) => event.type)).toEqual(['test.resume-1', 'test.resume-2']);
    expect(await ctx.platform.events.since(ctx.seed.otherOrgId, from)).toEqual([]);
  });
});
