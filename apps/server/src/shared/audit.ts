import type { AuditAction } from '@fm/contracts';
import type { Caller } from '../auth/caller';
import type { Transaction } from '../db/client';
import { auditLog } from '../db/schema';
import type { DomainEvent } from '../platform/events/types';
import type { ServiceContext } from './service-context';

export interface AuditEntry {
  /** One of the contracts' `AUDIT_ACTIONS` (`<domain>.<entity>.<verb-in-past-tense>`). */
  action: AuditAction;
  entityType: string;
  entityId: string;
  changes?: Record<string, unknown>;
}

/** Records who changed what; call it inside the transaction that makes the change. */
export async function writeAudit(
  tx: Transaction,
  caller: Caller,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    orgId: caller.orgId,
    actorId: caller.userId,
    actorEmail: caller.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    changes: entry.changes ?? {},
  });
}

/** A value as the audit log keeps it: dates as ISO text, everything else as it is. */
const auditValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The fields of `after` whose values differ from `before`, as `{ before, after }` for the audit
 * log; null when nothing changed.
 */
export function changedFields<T extends object>(
  before: object,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const stored = before as Record<string, unknown>;
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = auditValue(stored[key] ?? null);
    const next = auditValue(value ?? null);
    if (old === next) continue;
    was[key] = old;
    now[key] = next;
  }
  if (Object.keys(now).length === 0) return null;
  return { before: was as Partial<T>, after: now as Partial<T> };
}

/**
 * A change's two records, in its transaction: the audit row, and the live event for the
 * caller's organisation. Both commit with the change or not at all.
 */
export async function auditAndPublish(
  tx: Transaction,
  { caller, platform }: Pick<ServiceContext, 'caller' | 'platform'>,
  audit: AuditEntry,
  event: Omit<DomainEvent, 'orgId'>,
): Promise<void> {
  await writeAudit(tx, caller, audit);
  await platform.events.publish(tx, { ...event, orgId: caller.orgId });
}
