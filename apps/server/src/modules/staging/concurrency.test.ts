import type { StagedLocationRecord } from '@fm/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, APPROVER, requester } from '../../../test/requests';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { auditLog, locations, stagedLocations } from '../../db/schema';

describe('two approvers acting on one staged location at the same time', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let pending: StagedLocationRecord[];
  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    pending = (await call(ADMIN, 'GET', '/api/staged-locations')).json().data.groupedByStatus
      .pending;
    expect(pending.length).toBeGreaterThanOrEqual(5);
  });
  afterAll(() => ctx.close());

  const decide = (as: string, staged: StagedLocationRecord, action: string) =>
    call(as, 'PUT', `/api/staged-locations/${staged._id}`, {
      locationId: staged.locationId,
      action,
      status: action === 'reject_only' ? 'rejected' : 'approved',
      comments: `${action} by ${as}`,
      ...(action === 'save_and_approve' ? { locationData: { floor: 'Mezzanine' } } : {}),
    });

  /** The live locations with this number, and the staged row, as they ended up. */
  const outcome = async (staged: StagedLocationRecord) => {
    const live = await ctx.db
      .select()
      .from(locations)
      .where(
        and(eq(locations.orgId, ctx.seed.demoOrgId), eq(locations.locationId, staged.locationId)),
      );
    const [row] = await ctx.db
      .select()
      .from(stagedLocations)
      .where(eq(stagedLocations.id, staged._id));
    const created = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'locations.location.created'));
    return { live, row: row!, created: created.filter((e) => e.entityId === live[0]?.id) };
  };

  it.each([
    ['approve_and_move', 'approve_and_move', 0],
    ['approve_and_move', 'save_and_approve', 1],
    ['save_and_approve', 'approve_and_move', 2],
  ])('%s against %s: one 200, one 409, exactly one live location', async (first, second, index) => {
    const staged = pending[index]!;
    const [a, b] = await Promise.all([
      decide(APPROVER, staged, first),
      decide(ADMIN, staged, second),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    const winner = a.statusCode === 200 ? a : b;
    expect(loser.json().error).toMatch(/^This location was already approved by /);
    expect(loser.json().error).toContain(winner.json().data.locationData.approvedBy);

    const { live, row, created } = await outcome(staged);
    expect(live).toHaveLength(1);
    expect(row.status).toBe('approved');
    expect(row.masterLocationId).toBe(live[0]!.id);
    expect(created).toHaveLength(1);
  });

  it('approve against reject: one wins, the other gets 409, and the state is the winner’s', async () => {
    const staged = pending[3]!;
    const [approval, rejection] = await Promise.all([
      decide(APPROVER, staged, 'approve_and_move'),
      decide(ADMIN, staged, 'reject_only'),
    ]);
    expect([approval.statusCode, rejection.statusCode].sort()).toEqual([200, 409]);
    const { live, row } = await outcome(staged);
    if (approval.statusCode === 200) {
      expect(row.status).toBe('approved');
      expect(live).toHaveLength(1);
    } else {
      expect(row.status).toBe('rejected');
      expect(live).toHaveLength(0);
    }
  });

  it('many approvers at once: still one live location', async () => {
    const staged = pending[4]!;
    const responses = await Promise.all(
      [APPROVER, ADMIN, APPROVER, ADMIN].map((as) => decide(as, staged, 'approve_and_move')),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().error).toMatch(/^This location was already approved by /);
    expect((await outcome(staged)).live).toHaveLength(1);
  });
});
