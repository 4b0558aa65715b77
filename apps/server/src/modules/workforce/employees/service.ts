import {
  pageWindow,
  paginationOf,
  type AssignLocationsData,
  type CreateEmployeeInput,
  type DeactivateEmployeeData,
  type EmployeeRecord,
  type EmployeeSummary,
  type ListVendorEmployeesQuery,
  type Pagination,
  type UpdateEmployeeInput,
} from '@fm/contracts';
import { assertOwnOrg, authorize } from '../../../auth/authorize';
import type { Transaction } from '../../../db/client';
import type { employees } from '../../../db/schema';
import { inTenant } from '../../../db/tenant';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { auditAndPublish } from '../../../shared/audit';
import { resolveLocations } from '../../../shared/location-lookup';
import type { ServiceContext } from '../../../shared/service-context';
import {
  assertVendorExists,
  employeeIdTaken,
  findEmployee,
  insertEmployee,
  selectEmployeePage,
  updateEmployeeRow,
} from './queries';
import { vendorScope } from '../scope';

export type EmployeeRef = { id: string } | { consoleEmployeeId: string };

export interface EmployeeList {
  employees: EmployeeRecord[];
  pagination: Pagination;
  summary: EmployeeSummary;
}

/** A page of the caller's employees (a vendor: their own company's), with the counts. */
export async function listEmployees(
  { db, caller }: ServiceContext,
  query: Omit<ListVendorEmployeesQuery, 'orgId'> & { orgId?: number },
): Promise<EmployeeList> {
  authorize(caller, 'employee:read');
  assertOwnOrg(caller, query.orgId);
  const scope = vendorScope(caller);
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      if (query.locationId !== undefined)
        await resolveLocations(tx, caller.orgId, [query.locationId]);
      const { rows, total, summary } = await selectEmployeePage(
        tx,
        { orgId: caller.orgId, scope, ...query },
        query,
        pageWindow(query),
      );
      return { employees: rows, pagination: paginationOf(total, query), summary };
    },
    { readOnly: true },
  );
}

/** The vendor a new employee belongs to: the caller's own company, or the one an admin names. */
async function vendorOfNewEmployee(
  tx: Transaction,
  ctx: ServiceContext,
  vendorId: string | undefined,
): Promise<string> {
  const scope = vendorScope(ctx.caller);
  if (scope !== null) {
    if (vendorId !== undefined && vendorId !== scope) throw notFound('Vendor');
    return scope;
  }
  if (vendorId === undefined) throw badRequest('vendorId is required');
  await assertVendorExists(tx, ctx.caller.orgId, vendorId);
  return vendorId;
}

/** Tells the browsers watching the organisation that its employees changed (they re-fetch). */
const employeesChanged = (id: string) =>
  ({ type: 'workforce.employee.changed', data: { id }, audience: 'employee:read' }) as const;

const duplicateEmployeeId = (employeeId: string) =>
  conflict(`Employee ID ${employeeId} already exists for this vendor`);

export async function createEmployee(
  ctx: ServiceContext,
  input: CreateEmployeeInput,
): Promise<EmployeeRecord> {
  const { db, caller } = ctx;
  authorize(caller, 'employee:manage');
  assertOwnOrg(caller, input.orgId);
  return inTenant(db, caller.orgId, async (tx) => {
    const vendorId = await vendorOfNewEmployee(tx, ctx, input.vendorId);
    await resolveLocations(tx, caller.orgId, input.locationIds);
    const row = await insertEmployee(tx, {
      orgId: caller.orgId,
      employeeId: input.employeeId,
      name: input.name,
      mobileNumber: input.mobileNumber ?? null,
      designation: input.designation ?? null,
      status: input.status,
      vendorId,
      locationIds: input.locationIds,
      employmentType: input.employmentType ?? null,
      createdBy: caller.email,
      updatedBy: caller.email,
      ...(input.status === 'inactive'
        ? { deactivatedAt: new Date(), deactivatedBy: caller.email }
        : {}),
    });
    if (!row) throw duplicateEmployeeId(input.employeeId);
    const employee = await findEmployee(tx, caller.orgId, null, row);
    await auditAndPublish(
      tx,
      ctx,
      {
        action: 'workforce.employee.created',
        entityType: 'employee',
        entityId: row.id,
        changes: { employee },
      },
      employeesChanged(row.id),
    );
    return employee;
  });
}

/** Changes the given fields of an employee the caller may manage. */
export async function updateEmployee(
  ctx: ServiceContext,
  ref: EmployeeRef,
  patch: UpdateEmployeeInput,
  orgId?: number,
): Promise<EmployeeRecord> {
  const { db, caller } = ctx;
  authorize(caller, 'employee:manage');
  assertOwnOrg(caller, orgId, 'Employee');
  const scope = vendorScope(caller);
  return inTenant(db, caller.orgId, async (tx) => {
    const { after } = await applyUpdate(tx, ctx, scope, ref, patch);
    return after;
  });
}

async function applyUpdate(
  tx: Transaction,
  ctx: ServiceContext,
  scope: string | null,
  ref: EmployeeRef,
  patch: UpdateEmployeeInput,
): Promise<{ before: EmployeeRecord; after: EmployeeRecord }> {
  const { caller } = ctx;
  const before = await findEmployee(tx, caller.orgId, scope, ref, { forUpdate: true });
  if (patch.locationIds) await resolveLocations(tx, caller.orgId, patch.locationIds);
  const set: Partial<typeof employees.$inferInsert> = {
    ...(patch.employeeId !== undefined && { employeeId: patch.employeeId }),
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.mobileNumber !== undefined && { mobileNumber: patch.mobileNumber }),
    ...(patch.designation !== undefined && { designation: patch.designation }),
    ...(patch.locationIds !== undefined && { locationIds: patch.locationIds }),
    ...(patch.employmentType !== undefined && { employmentType: patch.employmentType }),
  };
  if (patch.status !== undefined && patch.status !== before.status)
    Object.assign(
      set,
      patch.status === 'active'
        ? { status: 'active', deactivatedAt: null, deactivatedBy: null, deactivationReason: null }
        : { status: 'inactive', deactivatedAt: new Date(), deactivatedBy: caller.email },
    );
  if (patch.employeeId !== undefined && patch.employeeId !== before.employeeId) {
    if (await employeeIdTaken(tx, caller.orgId, before.vendorId, patch.employeeId))
      throw duplicateEmployeeId(patch.employeeId);
  }
  await updateEmployeeRow(tx, before.id, { ...set, updatedBy: caller.email });
  const after = await findEmployee(tx, caller.orgId, null, { id: before.id });
  await auditAndPublish(
    tx,
    ctx,
    {
      action: 'workforce.employee.updated',
      entityType: 'employee',
      entityId: before.id,
      changes: changedFields(before, after),
    },
    employeesChanged(before.id),
  );
  return { before, after };
}

function changedFields(before: EmployeeRecord, after: EmployeeRecord) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof EmployeeRecord)[]) {
    if (key === 'updatedAt' || key === 'updatedBy') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/** Replaces an employee's locations; answers what was added and removed. */
export async function assignLocations(
  ctx: ServiceContext,
  id: string,
  locationIds: number[],
  orgId?: number,
): Promise<AssignLocationsData> {
  authorize(ctx.caller, 'employee:manage');
  assertOwnOrg(ctx.caller, orgId, 'Employee');
  const scope = vendorScope(ctx.caller);
  return inTenant(ctx.db, ctx.caller.orgId, async (tx) => {
    const { before, after } = await applyUpdate(tx, ctx, scope, { id }, { locationIds });
    const had = new Set(before.locationIds);
    const has = new Set(after.locationIds);
    return {
      employee: after,
      changes: {
        added: after.locationIds.filter((n) => !had.has(n)),
        removed: before.locationIds.filter((n) => !has.has(n)),
      },
    };
  });
}

/** Deactivates an employee with a reason: they leave the active list and keep their history. */
export async function deactivateEmployee(
  ctx: ServiceContext,
  id: string,
  reason: string,
  orgId?: number,
): Promise<DeactivateEmployeeData> {
  const { db, caller } = ctx;
  authorize(caller, 'employee:manage');
  assertOwnOrg(caller, orgId, 'Employee');
  const scope = vendorScope(caller);
  return inTenant(db, caller.orgId, async (tx) => {
    const before = await findEmployee(tx, caller.orgId, scope, { id }, { forUpdate: true });
    if (before.status === 'inactive') throw conflict(`${before.name} is already deactivated`);
    const deactivatedAt = new Date();
    await updateEmployeeRow(tx, before.id, {
      status: 'inactive',
      deactivationReason: reason,
      deactivatedAt,
      deactivatedBy: caller.email,
      updatedBy: caller.email,
    });
    const employee = await findEmployee(tx, caller.orgId, null, { id: before.id });
    await auditAndPublish(
      tx,
      ctx,
      {
        action: 'workforce.employee.deactivated',
        entityType: 'employee',
        entityId: before.id,
        changes: { reason },
      },
      employeesChanged(before.id),
    );
    return {
      employee,
      deactivationDetails: {
        reason,
        deactivatedBy: caller.email,
        deactivatedAt: employee.deactivatedAt ?? deactivatedAt.toISOString(),
      },
    };
  });
}
