import { describe, expect, it } from 'vitest';
import { statusHistoryFrom, type AuditEntryRecord } from './audit-trail';

const entry = (
  id: number,
  action: string,
  entityType: AuditEntryRecord['entityType'],
  changes: Record<string, unknown>,
  createdAt: string,
): AuditEntryRecord => ({
  id,
  action,
  entityType,
  entityId: entityType === 'location' ? 'live' : 'staged',
  actorId: 'u',
  actorEmail: `actor${id}@demo.example`,
  changes,
  createdAt,
});

describe('statusHistoryFrom', () => {
  it('turns status changes into steps, oldest first, with reasons and sources', () => {
    const entries = [
      entry(
        5,
        'locations.location.status-changed',
        'location',
        { before: { status: 'approved' }, after: { status: 'inactive' }, reason: 'Renovation' },
        '2026-03-05T00:00:00.000Z',
      ),
      entry(
        4,
        'locations.location.updated',
        'location',
        { before: { city: 'A' }, after: { city: 'B' } },
        '2026-03-04T00:00:00.000Z',
      ),
      // The live copy is written before the approval's own entry, in the same transaction.
      entry(
        2,
        'locations.location.created',
        'location',
        { after: { status: 'approved', city: 'A' }, stagedLocationId: 'staged' },
        '2026-03-03T00:00:00.000Z',
      ),
      entry(
        3,
        'staging.staged-location.approved',
        'staged_location',
        { before: { status: 'pending' }, after: { status: 'approved' }, reason: 'Verified' },
        '2026-03-03T00:00:00.000Z',
      ),
      entry(
        1,
        'staging.staged-location.added',
        'staged_location',
        { after: { status: 'pending' } },
        '2026-03-01T00:00:00.000Z',
      ),
    ];
    expect(statusHistoryFrom(entries)).toEqual([
      {
        status: 'pending',
        at: '2026-03-01T00:00:00.000Z',
        by: 'actor1@demo.example',
        reason: null,
        source: 'staging',
      },
      {
        status: 'approved',
        at: '2026-03-03T00:00:00.000Z',
        by: 'actor3@demo.example',
        reason: 'Verified',
        source: 'staging',
      },
      {
        status: 'inactive',
        at: '2026-03-05T00:00:00.000Z',
        by: 'actor5@demo.example',
        reason: 'Renovation',
        source: 'main',
      },
    ]);
  });

  it('ignores entries without a status, and statuses it does not know', () => {
    expect(
      statusHistoryFrom([
        entry(
          1,
          'locations.location.deleted',
          'location',
          { before: { status: 'active' } },
          '2026-03-01T00:00:00.000Z',
        ),
        entry(2, 'x', 'location', { after: { status: 'archived' } }, '2026-03-02T00:00:00.000Z'),
      ]),
    ).toEqual([]);
  });

  it('counts a live location created outside staging, and drops a repeated status', () => {
    const history = statusHistoryFrom([
      entry(
        1,
        'locations.location.created',
        'location',
        { after: { status: 'approved' } },
        '2026-03-01T00:00:00.000Z',
      ),
      entry(
        2,
        'locations.location.status-changed',
        'location',
        { after: { status: 'active' } },
        '2026-03-02T00:00:00.000Z',
      ),
      entry(
        3,
        'locations.location.status-changed',
        'location',
        { after: { status: 'active' } },
        '2026-03-03T00:00:00.000Z',
      ),
    ]);
    expect(history.map((step) => [step.status, step.source])).toEqual([
      ['approved', 'main'],
      ['active', 'main'],
    ]);
  });
});
