import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, openSse, type SseClient } from '../../../test/sse-client';
import { ADMIN, OTHER_ADMIN, VIEWER } from '../../../test/requests';
import { testEventType } from '../../../test/test-event-type';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { inTenant } from '../../db/tenant';
import type { DomainEvent } from '../../platform/events/types';

describe('GET /api/events: the organisation live events as Server-Sent Events', () => {
  let ctx: TestContext;
  let base: string;
  const open: SseClient[] = [];
  beforeAll(async () => {
    ctx = await createTestContext({ config: { EVENTS_HEARTBEAT_SECONDS: 1 } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await ctx.close();
  });

  const stream = async (email: string, options?: Parameters<typeof openEventStream>[2]) => {
    const client = await openEventStream(base, (await ctx.as(email)).authorization, options);
    open.push(client);
    return client;
  };
  const publish = (event: Omit<DomainEvent, 'type'> & { type: string }) =>
    inTenant(ctx.db, event.orgId, (tx) =>
      ctx.platform.events.publish(tx, { ...event, type: testEventType(event.type) }),
    );

  it("streams the caller's organisation's events, only those their role may see", async () => {
    const admin = await stream(ADMIN);
    const viewer = await stream(VIEWER);
    const otherAdmin = await stream(OTHER_ADMIN);
    expect(admin.status).toBe(200);

    const demo = ctx.seed.demoOrgId;
    await publish({ orgId: demo, type: 'test.admins-only', audience: 'outbox:read' });
    await publish({ orgId: ctx.seed.otherOrgId, type: 'test.other-org' });
    await publish({ orgId: demo, type: 'locations.location.changed', data: { locationId: 'abc' } });

    const seen = await admin.waitFor((m) => m.json.type === 'locations.location.changed');
    expect(seen.json).toMatchObject({
      type: 'locations.location.changed',
      data: { locationId: 'abc' },
    });
    expect(seen.id).toBe(String(seen.json.id));
    expect(admin.messages.map((m) => m.json.type)).toEqual([
      'test.admins-only',
      'locations.location.changed',
    ]);

    await viewer.waitFor((m) => m.json.type === 'locations.location.changed');
    // Events arrive in commit order: the viewer would have had the admins' one before this.
    expect(viewer.messages.map((m) => m.json.type)).toEqual(['locations.location.changed']);

    await otherAdmin.waitFor((m) => m.json.type === 'test.other-org');
    await publish({ orgId: ctx.seed.otherOrgId, type: 'test.other-marker' });
    await otherAdmin.waitFor((m) => m.json.type === 'test.other-marker');
    expect(otherAdmin.messages.map((m) => m.json.type)).toEqual([
      'test.other-org',
      'test.other-marker',
    ]);
  });

  it('sends heartbeats while nothing happens', async () => {
    const client = await stream(VIEWER);
    await client.waitForComment('heartbeat', 5_000);
  });

  it('resumes after Last-Event-ID (header or query) with what was missed, of its own organisation', async () => {
    const first = await stream(ADMIN);
    await publish({ orgId: ctx.seed.demoOrgId, type: 'test.before-break' });
    const last = await first.waitFor((m) => m.json.type === 'test.before-break');
    first.close();

    await publish({ orgId: ctx.seed.demoOrgId, type: 'test.missed-1' });
    await publish({ orgId: ctx.seed.otherOrgId, type: 'test.missed-other-org' });
    await publish({ orgId: ctx.seed.demoOrgId, type: 'test.missed-2', audience: 'outbox:read' });

    for (const header of [true, false]) {
      const resumed = await stream(ADMIN, { lastEventId: Number(last.id), header });
      expect(resumed.messages.map((m) => m.json.type)).toEqual(['test.missed-1', 'test.missed-2']);
      const viewer = await stream(VIEWER, { lastEventId: Number(last.id), header });
      expect(viewer.messages.map((m) => m.json.type)).toEqual(['test.missed-1']);
    }
  });

  it('tells a client that was away too long to re-fetch everything (stream.reset)', async () => {
    const resumed = await stream(ADMIN, { lastEventId: 0 });
    await publish({ orgId: ctx.seed.demoOrgId, type: 'test.after-reset' });
    await resumed.waitFor((m) => m.json.type === 'test.after-reset');
    // Event ids start at 1 in this database and nothing was pruned: all of them are replayed.
    expect(resumed.messages.some((m) => m.json.type === 'events.stream.reset')).toBe(false);

    await ctx.db.execute(
      // What the events.prune job does to events older than the resume window.
      sql`delete from domain_events where id <= ${Number(resumed.messages[0]!.id)}`,
    );
    const late = await stream(ADMIN, { lastEventId: 0 });
    const reset = await late.waitFor(() => true);
    expect(reset.json.type).toBe('events.stream.reset');
  });

  it('opens only with a valid ticket, and each ticket only once', async () => {
    const { authorization } = await ctx.as(ADMIN);
    const issued = await fetch(`${base}/api/events/ticket`, {
      method: 'POST',
      headers: { authorization },
    });
    const { data } = (await issued.json()) as { data: { ticket: string; expiresAt: string } };
    expect(new Date(data.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);

    const once = await openSse(`${base}/api/events?ticket=${data.ticket}`);
    open.push(once);
    expect(once.status).toBe(200);
    const twice = await openSse(`${base}/api/events?ticket=${data.ticket}`);
    expect(twice.status).toBe(401);
    const forged = await openSse(`${base}/api/events?ticket=${'A'.repeat(43)}`);
    expect(forged.status).toBe(401);
    // A bearer token alone opens no stream: the route needs a ticket.
    const bearerOnly = await openSse(`${base}/api/events`, { authorization });
    expect(bearerOnly.status).toBe(400);
    const signedOut = await fetch(`${base}/api/events/ticket`, { method: 'POST' });
    expect(signedOut.status).toBe(401);
  });
});
