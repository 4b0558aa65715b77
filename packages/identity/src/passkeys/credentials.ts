import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db';
import { identityWebauthnCredentials, type IdentityWebauthnCredentialRow } from '../schema';

type Db = Database | Transaction;

/** A person's passkeys, oldest first. */
export const credentialsOf = (db: Db, userId: string) =>
  db
    .select()
    .from(identityWebauthnCredentials)
    .where(eq(identityWebauthnCredentials.userId, userId))
    .orderBy(
      asc(identityWebauthnCredentials.createdAt),
      asc(identityWebauthnCredentials.credentialId),
    );

export async function countCredentials(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(identityWebauthnCredentials)
    .where(eq(identityWebauthnCredentials.userId, userId));
  return row?.n ?? 0;
}

export async function findCredential(
  db: Db,
  poolId: string,
  credentialId: string,
): Promise<IdentityWebauthnCredentialRow | undefined> {
  const [row] = await db
    .select()
    .from(identityWebauthnCredentials)
    .where(
      and(
        eq(identityWebauthnCredentials.poolId, poolId),
        eq(identityWebauthnCredentials.credentialId, credentialId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertCredential(
  db: Db,
  row: typeof identityWebauthnCredentials.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(identityWebauthnCredentials)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: identityWebauthnCredentials.credentialId });
  return inserted.length === 1;
}

/** A person's own passkey, removed; false when they have none of that id. */
export async function deleteCredential(db: Db, userId: string, credentialId: string) {
  const deleted = await db
    .delete(identityWebauthnCredentials)
    .where(
      and(
        eq(identityWebauthnCredentials.userId, userId),
        eq(identityWebauthnCredentials.credentialId, credentialId),
      ),
    )
    .returning({ id: identityWebauthnCredentials.credentialId });
  return deleted.length === 1;
}

/**
 * Records a verified use: the new counter, only if the stored one is still the one checked
 * against (two concurrent uses of one assertion cannot both pass). False if it moved.
 */
export async function recordUse(
  db: Db,
  credential: IdentityWebauthnCredentialRow,
  newCount: number,
): Promise<boolean> {
  const updated = await db
    .update(identityWebauthnCredentials)
    .set({ signCount: newCount, lastUsedAt: new Date() })
    .where(
      and(
        eq(identityWebauthnCredentials.credentialId, credential.credentialId),
        eq(identityWebauthnCredentials.signCount, credential.signCount),
      ),
    )
    .returning({ id: identityWebauthnCredentials.credentialId });
  return updated.length === 1;
}
