import {
  Branding,
  defaultBranding,
  sanitizeCustomCss,
  type BrandingRecord,
  type UpdateBrandingBody,
} from '@fm/contracts';
import { eq } from 'drizzle-orm';
import { assertOwnOrg, authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import { orgBranding, organizations } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { writeAudit } from '../audit';
import type { ServiceContext } from '../context';
import { organizationCache } from '../organizations/cache';
import { auditedChanges } from './audit-changes';

type BrandingRow = typeof orgBranding.$inferSelect;

/**
 * The stored settings over the organisation default, named after the organisation. Settings
 * that no longer fit the contract (an older shape) give way to the default rather than failing.
 */
function toRecord(orgName: string, row: BrandingRow | undefined): BrandingRecord {
  const fallback = defaultBranding(orgName);
  if (!row) return { branding: fallback, isDefault: true, updatedAt: null };
  const parsed = Branding.safeParse({ ...fallback, ...row.settings, organizationName: orgName });
  return {
    branding: parsed.success ? parsed.data : fallback,
    isDefault: false,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function readBranding(tx: Transaction, orgId: number) {
  const [org] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) throw notFound('Organization');
  const [row] = await tx.select().from(orgBranding).where(eq(orgBranding.orgId, orgId));
  return toRecord(org.name, row);
}

/** `GET /api/organization/{id}/branding`: any member; the stored branding or the default. */
export async function getBranding(
  { db, caller }: ServiceContext,
  orgId: number,
): Promise<BrandingRecord> {
  assertOwnOrg(caller, orgId);
  return inTenant(db, caller.orgId, (tx) => readBranding(tx, orgId), { readOnly: true });
}

/**
 * `PUT /api/organization/{id}/branding` (admins): saves the branding with its custom CSS
 * sanitised, renames the organisation to the branding's name, and audits both, in one
 * transaction. This process forgets the organisation it keeps at once (others hear the trigger).
 */
export async function updateBranding(
  { db, caller, platform }: ServiceContext,
  orgId: number,
  body: UpdateBrandingBody,
): Promise<BrandingRecord> {
  assertOwnOrg(caller, orgId);
  authorize(caller, 'branding:manage');
  const { organizationName, ...settings } = {
    ...body,
    customCss: sanitizeCustomCss(body.customCss),
  };

  const saved = await inTenant(db, caller.orgId, async (tx) => {
    const before = await readBranding(tx, orgId);
    const now = new Date();
    await tx
      .update(organizations)
      .set({ name: organizationName, updatedAt: now })
      .where(eq(organizations.id, orgId));
    await tx
      .insert(orgBranding)
      .values({ orgId, settings, updatedBy: caller.email })
      .onConflictDoUpdate({
        target: orgBranding.orgId,
        set: { settings, updatedBy: caller.email, updatedAt: now },
      });
    const after = await readBranding(tx, orgId);
    await writeAudit(tx, caller, {
      action: 'branding.update',
      entityType: 'organization',
      entityId: String(orgId),
      changes: auditedChanges(before.branding, after.branding),
    });
    return after;
  });
  organizationCache(platform.events).forget(orgId);
  return saved;
}
