import { z } from 'zod';
import { IsoDateTime, OrgId, OrgNumber, text } from '../common';
import { requestExamples, successEnvelope } from '../envelope';
import { Pagination, pageQuery, wholeNumber } from '../paging';

/*
 * Vendor employees (spec sections 3 "Employee meta / vendor employee", 4 "Employees", 7
 * "Employees"). An employee belongs to one vendor company, is assigned to branch locations (by
 * their numbers), and is active until deactivated with a reason; a deactivated employee keeps
 * their attendance history but leaves the active list and cannot be marked present.
 */

export const EMPLOYEE_LIMITS = {
  name: 120,
  employeeId: 40,
  designation: 80,
  reason: 500,
  search: 100,
  person: 254,
  locations: 100,
} as const;

const employeeStatuses = ['active', 'inactive'] as const;
const EmployeeStatus = z.enum(employeeStatuses);
type EmployeeStatus = z.infer<typeof EmployeeStatus>;

/** A list's status filter: one status, or 'all'. Lists show active employees unless asked. */
export const EmployeeStatusFilter = z.enum(['active', 'inactive', 'all']);
export type EmployeeStatusFilter = z.infer<typeof EmployeeStatusFilter>;

export const employmentTypes = ['permanent', 'contract', 'temporary', 'part-time'] as const;
export const EmploymentType = z.enum(employmentTypes);
export type EmploymentType = z.infer<typeof EmploymentType>;

/** A location number (the organisation's running `locationId`). */
export const LocationNumberInput = wholeNumber(1, 2_147_483_647);

/** A vendor company's id as tokens carry it (`custom:vendorId`), e.g. 'VEN-001'. */
const VendorIdInput = text()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/, 'must be a vendor id such as VEN-001');

/** The id the console gives an employee: 'EMP-' and ten capital hex digits. */
export const ConsoleEmployeeIdInput = text()
  .trim()
  .regex(/^EMP-[0-9A-F]{10}$/, 'must be a console employee id such as EMP-0A1B2C3D4E');

const MOBILE = /^\+?[0-9][0-9 -]{8,16}[0-9]$/;

const required = (label: string, max: number) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optional = (label: string, max: number) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value))
    .optional();

const EmployeeName = required('Name', EMPLOYEE_LIMITS.name);
const VendorEmployeeId = required('Employee ID', EMPLOYEE_LIMITS.employeeId);
const MobileNumber = text()
  .trim()
  .refine((value) => value === '' || MOBILE.test(value), {
    message: 'Mobile number must be 10 to 15 digits',
  })
  .nullable()
  .transform((value) => (value === null || value === '' ? null : value))
  .optional();
const Designation = optional('Designation', EMPLOYEE_LIMITS.designation);
/** Who did something, as the spec's bodies name it (createdBy, updatedBy, deactivatedBy). */
export const PersonText = text().trim().max(EMPLOYEE_LIMITS.person);
export const LocationNumbers = z
  .array(LocationNumberInput)
  .max(EMPLOYEE_LIMITS.locations, `at most ${EMPLOYEE_LIMITS.locations} locations`)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** An employee as the API sends it. */
export const EmployeeRecord = z.object({
  id: z.uuid(),
  consoleEmployeeId: z.string(),
  employeeId: z.string(),
  name: z.string(),
  mobileNumber: z.string().nullable(),
  designation: z.string().nullable(),
  status: EmployeeStatus,
  vendorId: z.string(),
  vendorName: z.string().nullable(),
  locationIds: z.array(z.number().int()),
  employmentType: EmploymentType.nullable(),
  orgId: OrgNumber,
  deactivationReason: z.string().nullable(),
  deactivatedAt: IsoDateTime.nullable(),
  deactivatedBy: z.string().nullable(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type EmployeeRecord = z.infer<typeof EmployeeRecord>;

/** The fields a person gives for a new employee. */
const employeeFields = {
  employeeId: VendorEmployeeId,
  name: EmployeeName,
  mobileNumber: MobileNumber,
  designation: Designation,
  status: EmployeeStatus.default('active'),
  /** Required of organisation roles; a vendor's own company otherwise (another is refused). */
  vendorId: VendorIdInput.optional(),
  locationIds: LocationNumbers.default([]),
  employmentType: EmploymentType.nullable().optional(),
  orgId: OrgId.optional(),
};

const employeeExample = {
  employeeId: 'SFS-1042',
  name: 'Ravi Kumar',
  mobileNumber: '9876543210',
  designation: 'Security Guard',
  status: 'active',
  vendorId: 'VEN-001',
  locationIds: [1001],
  employmentType: 'contract',
  orgId: 1,
};

/** `POST /employee-metas`. */
export const CreateEmployeeMetaBody = z
  .strictObject(employeeFields)
  .meta(requestExamples(employeeExample));
export type CreateEmployeeMetaBody = z.infer<typeof CreateEmployeeMetaBody>;

/** `POST /vendor/employees`: the employee fields plus createdBy. */
export const CreateVendorEmployeeBody = z
  .strictObject({ ...employeeFields, createdBy: PersonText.optional() })
  .meta(requestExamples({ ...employeeExample, createdBy: 'vendor@demo.example' }));
export type CreateVendorEmployeeBody = z.infer<typeof CreateVendorEmployeeBody>;
export type CreateEmployeeInput = CreateEmployeeMetaBody;

/** `PUT /vendor/employees/{id}`: any of the fields, plus updatedBy. */
export const UpdateVendorEmployeeBody = z
  .strictObject({
    employeeId: VendorEmployeeId.optional(),
    name: EmployeeName.optional(),
    mobileNumber: MobileNumber,
    designation: Designation,
    locationIds: LocationNumbers.optional(),
    employmentType: EmploymentType.nullable().optional(),
    orgId: OrgId.optional(),
    updatedBy: PersonText.optional(),
  })
  .meta(
    requestExamples({
      name: 'Ravi Kumar',
      designation: 'Head Guard',
      orgId: 1,
      updatedBy: 'vendor@demo.example',
    }),
  );
export type UpdateVendorEmployeeBody = z.infer<typeof UpdateVendorEmployeeBody>;
export type UpdateEmployeeInput = Omit<UpdateVendorEmployeeBody, 'updatedBy' | 'orgId'> & {
  status?: EmployeeStatus;
};

/** `PUT /employee-metas`: the employee by console id, snake_case fields (spec section 7). */
export const UpdateEmployeeMetaBody = z
  .strictObject({
    console_employee_id: ConsoleEmployeeIdInput,
    orgId: OrgId,
    employee_id: VendorEmployeeId.optional(),
    name: EmployeeName.optional(),
    mobile_number: MobileNumber,
    designation: Designation,
    status: EmployeeStatus.optional(),
    location_ids: LocationNumbers.optional(),
    employment_type: EmploymentType.nullable().optional(),
    updated_by: PersonText.optional(),
  })
  .meta(
    requestExamples({
      console_employee_id: 'EMP-0A1B2C3D4E',
      orgId: 1,
      designation: 'Supervisor',
      location_ids: [1001, 1002],
    }),
  );
export type UpdateEmployeeMetaBody = z.infer<typeof UpdateEmployeeMetaBody>;

/** `PUT /vendor/employees/{id}/locations`. */
export const AssignLocationsBody = z
  .strictObject({
    locationIds: LocationNumbers,
    orgId: OrgId.optional(),
    updatedBy: PersonText.optional(),
  })
  .meta(requestExamples({ locationIds: [1001, 1002], orgId: 1, updatedBy: 'vendor@demo.example' }));
export type AssignLocationsBody = z.infer<typeof AssignLocationsBody>;

/** The deactivation's reason is missing: the API's 400 and the web's dialog say it alike. */
export const DEACTIVATION_REASON_REQUIRED = 'A reason is required to deactivate an employee';

/** `POST /vendor/employees/{id}/deactivate`. */
export const DeactivateEmployeeBody = z
  .strictObject({
    reason: text({ error: DEACTIVATION_REASON_REQUIRED })
      .trim()
      .min(1, DEACTIVATION_REASON_REQUIRED)
      .max(EMPLOYEE_LIMITS.reason, `Reason must be at most ${EMPLOYEE_LIMITS.reason} characters`),
    deactivatedBy: PersonText.optional(),
    orgId: OrgId.optional(),
  })
  .meta(
    requestExamples({
      reason: 'Left the company',
      deactivatedBy: 'vendor@demo.example',
      orgId: 1,
    }),
  );
export type DeactivateEmployeeBody = z.infer<typeof DeactivateEmployeeBody>;

export const EmployeeParams = z.object({ id: z.uuid() });
export type EmployeeParams = z.infer<typeof EmployeeParams>;
export const OrgPathParams = z.object({ orgId: OrgId });
export type OrgPathParams = z.infer<typeof OrgPathParams>;

const employeeSortFields = [
  'name',
  'employeeId',
  'designation',
  'employmentType',
  'createdAt',
] as const;
export type EmployeeSortField = (typeof employeeSortFields)[number];

/** Page 1, 100 a page, by name ascending (spec section 9). */
export const employeePaging = pageQuery({
  sortBy: employeeSortFields,
  defaultSortBy: 'name',
  defaultLimit: 100,
  maxLimit: 500,
});

const employeeFilters = {
  search: text().trim().max(EMPLOYEE_LIMITS.search).optional(),
  status: EmployeeStatusFilter.default('active'),
  locationId: LocationNumberInput.optional(),
  vendorId: VendorIdInput.optional(),
};

/** `GET /vendor/employees?orgId,page,limit,search,status,locationId,employmentType,sortBy,sortOrder`. */
export const ListVendorEmployeesQuery = employeePaging.extend({
  ...employeeFilters,
  orgId: OrgId.optional(),
  employmentType: EmploymentType.optional(),
});
export type ListVendorEmployeesQuery = z.infer<typeof ListVendorEmployeesQuery>;

/** `GET /employee-metas/{orgId}?status,page,limit,search,vendorId,locationId`. */
export const ListEmployeeMetasQuery = employeePaging.extend(employeeFilters);
export type ListEmployeeMetasQuery = z.infer<typeof ListEmployeeMetasQuery>;

/** Counts over the caller's employees that match the filters other than status. */
export const EmployeeSummary = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  byEmploymentType: z.record(z.string(), z.number().int()),
});
export type EmployeeSummary = z.infer<typeof EmployeeSummary>;

export const ListVendorEmployeesData = z.object({
  employees: z.array(EmployeeRecord),
  pagination: Pagination,
  summary: EmployeeSummary,
});
export type ListVendorEmployeesData = z.infer<typeof ListVendorEmployeesData>;
export const ListVendorEmployeesResponse = successEnvelope(ListVendorEmployeesData);

const ListEmployeeMetasData = z.object({
  employees: z.array(EmployeeRecord),
  metadata: Pagination.extend({ summary: EmployeeSummary }),
});
export const ListEmployeeMetasResponse = successEnvelope(ListEmployeeMetasData);

export const EmployeeData = z.object({ employee: EmployeeRecord });
export type EmployeeData = z.infer<typeof EmployeeData>;
export const EmployeeResponse = successEnvelope(EmployeeData);

export const AssignLocationsData = z.object({
  employee: EmployeeRecord,
  changes: z.object({ added: z.array(z.number().int()), removed: z.array(z.number().int()) }),
});
export type AssignLocationsData = z.infer<typeof AssignLocationsData>;
export const AssignLocationsResponse = successEnvelope(AssignLocationsData);

export const DeactivateEmployeeData = z.object({
  employee: EmployeeRecord,
  deactivationDetails: z.object({
    reason: z.string(),
    deactivatedBy: z.string(),
    deactivatedAt: IsoDateTime,
  }),
});
export type DeactivateEmployeeData = z.infer<typeof DeactivateEmployeeData>;
export const DeactivateEmployeeResponse = successEnvelope(DeactivateEmployeeData);
