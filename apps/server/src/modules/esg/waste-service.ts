import type { EsgWasteBody } from '@fm/contracts';
import { authorize } from '../../auth/authorize';
import { locations } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { writeAudit } from '../../shared/audit';
import { findLocation } from '../../shared/location-lookup';
import type { ServiceContext } from '../../shared/service-context';
import { esgChanged } from './events';
import { listWaste as selectWaste, upsertWaste } from './queries';

// Waste: kilograms per location, month and category (dry, wet, e-waste, hazardous).

export async function putWaste(ctx: ServiceContext, body: EsgWasteBody) {
  authorize(ctx.caller, 'esg:enter');
  return inTenant(ctx.db, ctx.caller.orgId, async (tx) => {
    const location = await findLocation(tx, ctx.caller.orgId, body.locationId, {
      id: locations.id,
    });
    const id = await upsertWaste(tx, {
      orgId: ctx.caller.orgId,
      locationId: location.id,
      month: `${body.month}-01`,
      category: body.category,
      kilograms: body.kilograms,
      createdBy: ctx.caller.email,
    });
    await writeAudit(tx, ctx.caller, {
      action: 'esg.waste.recorded',
      entityType: 'esg-waste',
      entityId: id,
      changes: { after: body },
    });
    await esgChanged(ctx, tx);
    return (await selectWaste(tx, ctx.caller.orgId, { id }))[0]!;
  });
}

export async function listWaste(
  ctx: ServiceContext,
  query: { locationId?: number; from?: string; to?: string },
) {
  authorize(ctx.caller, 'esg:read');
  return inTenant(
    ctx.db,
    ctx.caller.orgId,
    async (tx) => {
      if (query.locationId !== undefined)
        await findLocation(tx, ctx.caller.orgId, query.locationId, { id: locations.id });
      return selectWaste(tx, ctx.caller.orgId, query);
    },
    { readOnly: true },
  );
}
