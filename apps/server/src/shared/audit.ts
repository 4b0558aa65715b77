import type { Caller } from '../auth/caller';
import type { Transaction } from '../db/client';
import { auditLog } from '../db/schema';
import type { DomainEvent } from '../platform/events/types';
import type { ServiceContext } from './service-context';

export interface AuditEntry {
  action: string;
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
