import { count, desc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** One page of the organisation's mail, newest first. */
export function selectMailPage(
  tx: Transaction,
  orgId: number,
  { limit, offset }: { limit: number; offset: number },
) {
  return tx
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.orgId, orgId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);
}

export async function countMails(tx: Transaction, orgId: number): Promise<number> {
  const [total] = await tx
    .select({ value: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.orgId, orgId));
  return total?.value ?? 0;
}
