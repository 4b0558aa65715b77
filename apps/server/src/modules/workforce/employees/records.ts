import type { EmployeeRecord } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { employees, vendors } from '../../../db/schema';
import { isoText } from '../../../shared/sql-fragments';

/** The columns of an employee in the shape of `EmployeeRecord` (vendors joined for the name). */
export const employeeRecordColumns = {
  id: employees.id,
  consoleEmployeeId: employees.consoleEmployeeId,
  employeeId: employees.employeeId,
  name: employees.name,
  mobileNumber: employees.mobileNumber,
  designation: employees.designation,
  status: employees.status,
  vendorId: employees.vendorId,
  vendorName: sql<string | null>`${vendors.name}`,
  locationIds: employees.locationIds,
  employmentType: employees.employmentType,
  orgId: employees.orgId,
  deactivationReason: employees.deactivationReason,
  deactivatedAt: sql<
    string | null
  >`case when ${employees.deactivatedAt} is null then null else ${isoText(employees.deactivatedAt)} end`,
  deactivatedBy: employees.deactivatedBy,
  createdBy: employees.createdBy,
  updatedBy: employees.updatedBy,
  createdAt: isoText(employees.createdAt),
  updatedAt: isoText(employees.updatedAt),
} satisfies Record<keyof EmployeeRecord, unknown>;
