import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { signInRevocations, signIns, vendors } from '../../db/schema';

/** Ends a person's sign-ins as of `at`: their tokens issued before it are refused. */
export async function recordRevocation(tx: Transaction, orgId: number, userId: string, at: Date) {
  await tx
    .insert(signInRevocations)
    .values({ orgId, userId, revokedAt: at })
    .onConflictDoUpdate({
      target: [signInRevocations.orgId, signInRevocations.userId],
      set: { revokedAt: at },
    });
}

/**
 * Whether the person's sign-ins were ended after a token issued at `issuedAt` (seconds, as `iat`
 * says). Read by the auth hook outside any tenant transaction: the organisation comes from the
 * verified token. A token of the same second as the revocation still counts as after it, so
 * that a person re-enabled can sign in at once.
 */
export async function revokedSince(
  db: Database,
  orgId: number,
  userId: string,
  issuedAt: number,
): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: signInRevocations.revokedAt })
    .from(signInRevocations)
    .where(and(eq(signInRevocations.orgId, orgId), eq(signInRevocations.userId, userId)));
  return row !== undefined && Math.floor(row.revokedAt.getTime() / 1000) > issuedAt;
}

/** The organisation's vendor companies by id. */
export async function vendorNames(tx: Transaction, orgId: number): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(eq(vendors.orgId, orgId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export interface SignInFacts {
  lastSignInAt: Date | null;
  /** Failures since the last success. */
  failures: number;
  lastFailureAt: Date | null;
}

/** Each person's last sign-in and the failures since it, from the sign-in records. */
export async function signInFacts(
  tx: Transaction,
  orgId: number,
): Promise<Map<string, SignInFacts>> {
  const rows = await tx.execute<{
    user_id: string;
    last_success: Date | string | null;
    failures: number;
    last_failure: Date | string | null;
  }>(sql`
    with last as (
      select user_id, max(at) filter (where outcome = 'success') as last_success
      from ${signIns} where org_id = ${orgId} group by user_id
    )
    select last.user_id, last.last_success,
      (select count(*)::int from ${signIns} s where s.org_id = ${orgId} and s.user_id = last.user_id
        and s.outcome = 'failure' and (last.last_success is null or s.at > last.last_success)) as failures,
      (select max(s.at) from ${signIns} s where s.org_id = ${orgId} and s.user_id = last.user_id
        and s.outcome = 'failure') as last_failure
    from last`);
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return new Map(
    rows.rows.map((row) => [
      row.user_id,
      {
        lastSignInAt: date(row.last_success),
        failures: row.failures,
        lastFailureAt: date(row.last_failure),
      },
    ]),
  );
}
