import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { orgBranding, organizations } from '../../db/schema';

export type BrandingRow = typeof orgBranding.$inferSelect;

/** The organisation's name; undefined when there is no such organisation (or it is not ours). */
export async function selectOrganizationName(
  tx: Transaction,
  orgId: number,
): Promise<string | undefined> {
  const [org] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org?.name;
}

/** The stored branding of the organisation; undefined while it has the default. */
export async function selectBranding(
  tx: Transaction,
  orgId: number,
): Promise<BrandingRow | undefined> {
  const [row] = await tx.select().from(orgBranding).where(eq(orgBranding.orgId, orgId));
  return row;
}

export async function renameOrganization(tx: Transaction, orgId: number, name: string, at: Date) {
  await tx.update(organizations).set({ name, updatedAt: at }).where(eq(organizations.id, orgId));
}

/** Stores the organisation's branding, replacing what it had. */
export async function upsertBranding(
  tx: Transaction,
  orgId: number,
  settings: Record<string, unknown>,
  updatedBy: string,
  at: Date,
) {
  await tx
    .insert(orgBranding)
    .values({ orgId, settings, updatedBy })
    .onConflictDoUpdate({
      target: orgBranding.orgId,
      set: { settings, updatedBy, updatedAt: at },
    });
}
