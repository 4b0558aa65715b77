import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { organizations, pestControlFiles } from '../../db/schema';

// The report files' SQL: attaching them, finding one to sign, and the clean-up's look-ups.

/** Attaches files to a record; a key attached already fails on the unique index (23505). */
export async function insertFiles(
  tx: Transaction,
  rows: (typeof pestControlFiles.$inferInsert)[],
): Promise<void> {
  await tx.insert(pestControlFiles).values(rows);
}

/** One file of a record, by its storage key; undefined when the record has no such file. */
export async function selectRecordFile(
  tx: Transaction,
  orgId: number,
  recordId: string,
  s3Key: string,
) {
  const [row] = await tx
    .select()
    .from(pestControlFiles)
    .where(
      and(
        eq(pestControlFiles.orgId, orgId),
        eq(pestControlFiles.recordId, recordId),
        eq(pestControlFiles.s3Key, s3Key),
      ),
    )
    .limit(1);
  return row;
}

/** Every organisation's id (the owner's connection: the clean-up walks them all). */
export async function selectEveryOrgId(db: Database): Promise<{ id: number }[]> {
  return db.select({ id: organizations.id }).from(organizations);
}

/** Which of these storage keys are attached to a record of the organisation. */
export async function selectAttachedKeys(
  db: Database,
  orgId: number,
  keys: string[],
): Promise<string[]> {
  const rows = await db
    .select({ key: pestControlFiles.s3Key })
    .from(pestControlFiles)
    .where(and(eq(pestControlFiles.orgId, orgId), inArray(pestControlFiles.s3Key, keys)));
  return rows.map((row) => row.key);
}
