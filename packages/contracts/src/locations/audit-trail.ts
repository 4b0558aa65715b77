import { z } from 'zod';
import type { AuditAction } from '../audit-actions';
import { IsoDateTime } from '../common';
import { successEnvelope } from '../envelope';
import { wholeNumber } from '../paging';

/** What the location and staging endpoints record in the audit log, one entry per change. */
export type LocationAuditAction = Extract<
  AuditAction,
  `locations.location.${string}` | `staging.staged-location.${string}`
>;

/**
 * One audit entry. `changes` holds `before` and `after` of the fields that changed (the whole
 * record when created or deleted) and, for decisions and status changes, the `reason`.
 */
export const AuditEntryRecord = z.object({
  id: z.number().int(),
  action: z.string(),
  entityType: z.enum(['location', 'staged_location']),
  entityId: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  changes: z.record(z.string(), z.unknown()),
  createdAt: IsoDateTime,
});
export type AuditEntryRecord = z.infer<typeof AuditEntryRecord>;

/** One step in a location's life: staged (pending), approved or rejected, then active/inactive. */
export const StatusHistoryEntry = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'active', 'inactive']),
  at: IsoDateTime,
  by: z.string(),
  reason: z.string().nullable(),
  source: z.enum(['staging', 'main']),
});
export type StatusHistoryEntry = z.infer<typeof StatusHistoryEntry>;

export const LocationAuditQuery = z.object({
  limit: wholeNumber(1, 500).default(100),
});

/**
 * `GET /api/locations/{id}/audit`: the location's audit trail, newest first (including the
 * entries of the staged location it was approved from), and its status history, oldest first.
 */
export const LocationAuditData = z.object({
  entries: z.array(AuditEntryRecord),
  statusHistory: z.array(StatusHistoryEntry),
});
export type LocationAuditData = z.infer<typeof LocationAuditData>;
export const LocationAuditResponse = successEnvelope(LocationAuditData);

type StatusStep = StatusHistoryEntry['status'];
const statusSteps: readonly string[] = StatusHistoryEntry.shape.status.options;

/**
 * The status history, from the audit entries: every entry whose `changes.after.status` is set is
 * a step (its reason from `changes.reason`), oldest first, a repeat of the same status dropped.
 * The live copy made by an approval (`changes.stagedLocationId`) is no step of its own: the
 * approval is, with its approver and reason.
 */
export function statusHistoryFrom(entries: readonly AuditEntryRecord[]): StatusHistoryEntry[] {
  const history: StatusHistoryEntry[] = [];
  const oldestFirst = [...entries].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  );
  for (const entry of oldestFirst) {
    const after = entry.changes.after as Record<string, unknown> | undefined;
    const status = after?.status;
    if (typeof status !== 'string' || !statusSteps.includes(status)) continue;
    if (entry.changes.stagedLocationId !== undefined) continue;
    if (history.at(-1)?.status === status) continue;
    const reason = entry.changes.reason;
    history.push({
      status: status as StatusStep,
      at: entry.createdAt,
      by: entry.actorEmail,
      reason: typeof reason === 'string' ? reason : null,
      source: entry.entityType === 'staged_location' ? 'staging' : 'main',
    });
  }
  return history;
}
