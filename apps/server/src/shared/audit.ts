import type { Caller } from '../auth/caller';
import type { Transaction } from '../db/client';
import { auditLog } from '../db/schema';

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
