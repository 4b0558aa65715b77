import { DEFAULT_TIME_ZONE, localToday } from '@fm/contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { organizations } from '../db/schema';

/** The organisation's IANA time zone: where its "today", months and daily schedules are reckoned. */
export async function orgTimeZone(tx: Transaction, orgId: number): Promise<string> {
  const [org] = await tx
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Today in the organisation's time zone, 'YYYY-MM-DD'. */
export const orgToday = async (tx: Transaction, orgId: number, now: Date): Promise<string> =>
  localToday(now, await orgTimeZone(tx, orgId));
