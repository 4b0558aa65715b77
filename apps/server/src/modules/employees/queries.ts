import type {
  EmployeeRecord,
  EmployeeSortField,
  EmployeeStatusFilter,
  EmployeeSummary,
  EmploymentType,
  SortOrder,
} from '@fm/contracts';
import { and, arrayContains, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { employees, vendors } from '../../db/schema';
import { notFound } from '../../http/errors';
import { employeeRecordColumns } from './records';

export interface EmployeeFilters {
  orgId: number;
  /** The caller's vendor (vendor users), else null for every vendor. */
  scope: string | null;
  search?: string;
  status: EmployeeStatusFilter;
  locationId?: number;
  vendorId?: string;
  employmentType?: EmploymentType;
}

/** `%` and `_` typed by a person are matched literally. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The conditions of a list, without the status (the summary counts every status). */
function listConditions(filters: EmployeeFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(employees.orgId, filters.orgId),
    filters.scope === null ? undefined : eq(employees.vendorId, filters.scope),
    filters.vendorId ? eq(employees.vendorId, filters.vendorId) : undefined,
    filters.locationId === undefined
      ? undefined
      : arrayContains(employees.locationIds, [filters.locationId]),
    filters.employmentType ? eq(employees.employmentType, filters.employmentType) : undefined,
  ];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(
        sql`${employees.name} ilike ${pattern}`,
        sql`${employees.employeeId} ilike ${pattern}`,
        sql`${employees.consoleEmployeeId} ilike ${pattern}`,
        sql`${employees.mobileNumber} ilike ${pattern}`,
        sql`${employees.designation} ilike ${pattern}`,
      ),
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

const sortColumns = {
  name: employees.name,
  employeeId: employees.employeeId,
  designation: employees.designation,
  employmentType: employees.employmentType,
  createdAt: employees.createdAt,
} as const;

export async function selectEmployeePage(
  tx: Transaction,
  filters: EmployeeFilters,
  order: { sortBy: EmployeeSortField; sortOrder: SortOrder },
  window: { offset: number; limit: number },
): Promise<{ rows: EmployeeRecord[]; total: number; summary: EmployeeSummary }> {
  const base = listConditions(filters);
  const where = and(
    ...base,
    filters.status === 'all' ? undefined : eq(employees.status, filters.status),
  );
  const direction = order.sortOrder === 'desc' ? desc : asc;
  const rows = await tx
    .select(employeeRecordColumns)
    .from(employees)
    .leftJoin(vendors, and(eq(vendors.orgId, employees.orgId), eq(vendors.id, employees.vendorId)))
    .where(where)
    .orderBy(direction(sortColumns[order.sortBy]), asc(employees.id))
    .offset(window.offset)
    .limit(window.limit);
  const counts = await tx
    .select({
      status: employees.status,
      employmentType: employees.employmentType,
      count: sql<number>`count(*)::int`,
    })
    .from(employees)
    .where(and(...base))
    .groupBy(employees.status, employees.employmentType);
  const summary: EmployeeSummary = { total: 0, active: 0, inactive: 0, byEmploymentType: {} };
  let total = 0;
  for (const row of counts) {
    summary.total += row.count;
    summary[row.status] += row.count;
    if (filters.status === 'all' || filters.status === row.status) total += row.count;
    const type = row.employmentType ?? 'unspecified';
    summary.byEmploymentType[type] = (summary.byEmploymentType[type] ?? 0) + row.count;
  }
  return { rows: rows as EmployeeRecord[], total, summary };
}

/** One employee of the organisation (and of the scope's vendor), by record id or console id. */
export async function findEmployee(
  tx: Transaction,
  orgId: number,
  scope: string | null,
  ref: { id: string } | { consoleEmployeeId: string },
  options: { forUpdate?: boolean } = {},
): Promise<EmployeeRecord> {
  const query = tx
    .select(employeeRecordColumns)
    .from(employees)
    .leftJoin(vendors, and(eq(vendors.orgId, employees.orgId), eq(vendors.id, employees.vendorId)))
    .where(
      and(
        eq(employees.orgId, orgId),
        'id' in ref
          ? eq(employees.id, ref.id)
          : eq(employees.consoleEmployeeId, ref.consoleEmployeeId),
        scope === null ? undefined : eq(employees.vendorId, scope),
      ),
    );
  const [row] = await (options.forUpdate ? query.for('update', { of: employees }) : query);
  if (!row) throw notFound('Employee');
  return row as EmployeeRecord;
}

/** 404 unless the organisation has this vendor. */
export async function assertVendorExists(
  tx: Transaction,
  orgId: number,
  vendorId: string,
): Promise<void> {
  const [found] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.orgId, orgId), eq(vendors.id, vendorId)));
  if (!found) throw notFound('Vendor');
}

type EmployeeValues = typeof employees.$inferInsert;

/** Adds an employee; undefined when the vendor already has one with that employee id. */
export async function insertEmployee(
  tx: Transaction,
  values: EmployeeValues,
): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .insert(employees)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: employees.id });
  return row;
}

/** Whether the vendor already has an employee with this employee id. */
export async function employeeIdTaken(
  tx: Transaction,
  orgId: number,
  vendorId: string,
  employeeId: string,
): Promise<boolean> {
  const [taken] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.orgId, orgId),
        eq(employees.vendorId, vendorId),
        eq(employees.employeeId, employeeId),
      ),
    );
  return taken !== undefined;
}

/** Writes the changes to an employee, its `updatedAt` the database's time. */
export async function updateEmployeeRow(
  tx: Transaction,
  id: string,
  set: Partial<EmployeeValues>,
): Promise<void> {
  await tx
    .update(employees)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(employees.id, id));
}
