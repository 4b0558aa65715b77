import {
  defaultEmissionFactors,
  factorUnits,
  scopeOf,
  type EmissionFactor,
  type EsgFactorBody,
} from '@fm/contracts';
import { authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import { inTenant } from '../../db/tenant';
import { AppError } from '../../http/errors';
import { writeAudit } from '../../shared/audit';
import type { ServiceContext } from '../../shared/service-context';
import { esgChanged } from './events';
import { insertFactor, selectFactors } from './queries';

// Emission factor versions: the built-in defaults and the organisation's own (decision 052).

type FactorRow = Awaited<ReturnType<typeof selectFactors>>[number];

const toFactor = (row: FactorRow): EmissionFactor => ({
  id: row.id,
  resource: row.resource as EmissionFactor['resource'],
  scope: row.scope === 1 ? 1 : 2,
  value: row.value,
  unit: row.unit as EmissionFactor['unit'],
  source: row.source,
  validFrom: row.validFrom,
  validTo: row.validTo,
  builtIn: false,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

/** Every version the organisation's figures may use: the defaults, then its own. */
export async function factorsOf(tx: Transaction, orgId: number): Promise<EmissionFactor[]> {
  return [...defaultEmissionFactors, ...(await selectFactors(tx, orgId)).map(toFactor)];
}

export async function listFactors(ctx: ServiceContext) {
  authorize(ctx.caller, 'esg:read');
  return inTenant(ctx.db, ctx.caller.orgId, (tx) => factorsOf(tx, ctx.caller.orgId), {
    readOnly: true,
  });
}

const invalid = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `Invalid request - ${path}: ${message}`, [
    { path: `body.${path}`, message },
  ]);

/** A new version (admins). It changes open months at once; closed ones only when restated. */
export async function addFactor(ctx: ServiceContext, body: EsgFactorBody) {
  authorize(ctx.caller, 'esg:manage');
  if (factorUnits[body.unit].resource !== body.resource)
    throw invalid('unit', `is not a unit of ${body.resource} factors`);
  if (body.validTo && body.validTo < body.validFrom)
    throw invalid('validTo', 'must not be before validFrom');
  return inTenant(ctx.db, ctx.caller.orgId, async (tx) => {
    const row = await insertFactor(tx, {
      orgId: ctx.caller.orgId,
      resource: body.resource,
      scope: scopeOf[body.resource],
      value: body.value,
      unit: body.unit,
      source: body.source,
      validFrom: body.validFrom,
      validTo: body.validTo ?? null,
      createdBy: ctx.caller.email,
    });
    const factor = toFactor(row);
    await writeAudit(tx, ctx.caller, {
      action: 'esg.factor.added',
      entityType: 'esg-factor',
      entityId: row.id,
      changes: { after: factor },
    });
    await esgChanged(ctx, tx);
    return factor;
  });
}
