import {
  Branding,
  defaultBranding,
  sanitizeCustomCss,
  type BrandingRecord,
  type UpdateBrandingBody,
} from '@fm/contracts';
import { assertOwnOrg, authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import { inTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { writeAudit } from '../../shared/audit';
import type { ServiceContext } from '../../shared/service-context';
import { organizationCache } from '../organizations';
import {
  renameOrganization,
  selectBranding,
  selectOrganizationName,
  upsertBranding,
  type BrandingRow,
} from './queries';

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
  const orgName = await selectOrganizationName(tx, orgId);
  if (orgName === undefined) throw notFound('Organization');
  return toRecord(orgName, await selectBranding(tx, orgId));
}

/** Embedded images are kept out of the audit log: their kind and size say enough. */
function auditValue(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('data:')) {
    const kind = value.slice(5, value.indexOf(';') === -1 ? 20 : value.indexOf(';'));
    return `[${kind}, ${Math.ceil(value.length / 1024)} KB]`;
  }
  return value;
}

/** Before and after of the top-level branding fields that changed. */
function auditedChanges(before: Branding, after: Branding) {
  const changed = (Object.keys(after) as (keyof Branding)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (branding: Branding) =>
    Object.fromEntries(changed.map((key) => [key, auditValue(branding[key])]));
  return { before: pick(before), after: pick(after) };
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
    await renameOrganization(tx, orgId, organizationName, now);
    await upsertBranding(tx, orgId, settings, caller.email, now);
    const after = await readBranding(tx, orgId);
    await writeAudit(tx, caller, {
      action: 'branding.branding.updated',
      entityType: 'organization',
      entityId: String(orgId),
      changes: auditedChanges(before.branding, after.branding),
    });
    return after;
  });
  organizationCache(platform.events).forget(orgId);
  return saved;
}
