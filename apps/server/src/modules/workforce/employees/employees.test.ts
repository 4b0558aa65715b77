import { ListVendorEmployeesResponse, type EmployeeRecord } from '@fm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../../test/db-snapshot';
import {
  ADMIN,
  OTHER_ADMIN,
  requester,
  signInDemoAccounts,
  USER,
  VENDOR,
  VIEWER,
} from '../../../../test/requests';
import { createTestContext, type TestContext } from '../../../../test/test-app';

const PEST_VENDOR = 'pest@demo.example';

describe('vendor employees', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof requester>;
  let orgId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    call = requester(ctx);
    orgId = ctx.seed.demoOrgId;
    await signInDemoAccounts(ctx);
    await ctx.as(PEST_VENDOR);
  });
  afterAll(() => ctx.close());

  const newEmployee = (patch: object = {}) => ({
    employeeId: `T-${Math.random().toString(36).slice(2, 8)}`,
    name: 'Test Person',
    mobileNumber: '9876543210',
    designation: 'Security Guard',
    locationIds: [1001],
    employmentType: 'contract',
    orgId,
    createdBy: VENDOR,
    ...patch,
  });

  it('lists active employees, page 1, 100 a page, by name ascending, with pagination and summary', async () => {
    const response = await call(VIEWER, 'GET', `/api/vendor/employees?orgId=${orgId}`);
    expect(response.statusCode).toBe(200);
    const { data } = ListVendorEmployeesResponse.parse(response.json());
    expect(data.pagination).toMatchObject({ page: 1, limit: 100, hasPrevPage: false });
    expect(data.employees).toHaveLength(100);
    expect(data.employees.every((e) => e.status === 'active')).toBe(true);
    const names = data.employees.map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // 150 of Sunrise (3 deactivated) and 6 of Shield Pest Solutions.
    expect(data.summary).toMatchObject({ total: 156, active: 153, inactive: 3 });
    expect(data.pagination.total).toBe(153);
  });

  it('filters by status, search, location, employment type and sorts as asked', async () => {
    const inactive = await call(ADMIN, 'GET', '/api/vendor/employees?status=inactive');
    expect(inactive.json().data.employees.map((e: EmployeeRecord) => e.deactivationReason)).toEqual(
      ['Resigned', 'Resigned', 'Resigned'],
    );
    const search = await call(ADMIN, 'GET', '/api/vendor/employees?search=SFS-1001');
    expect(search.json().data.employees.map((e: EmployeeRecord) => e.employeeId)).toEqual([
      'SFS-1001',
    ]);
    const at = await call(ADMIN, 'GET', '/api/vendor/employees?locationId=1001&limit=500');
    expect(at.json().data.employees.length).toBeGreaterThan(0);
    expect(
      at.json().data.employees.every((e: EmployeeRecord) => e.locationIds.includes(1001)),
    ).toBe(true);
    const typed = await call(ADMIN, 'GET', '/api/vendor/employees?employmentType=temporary');
    expect(
      typed.json().data.employees.every((e: EmployeeRecord) => e.employmentType === 'temporary'),
    ).toBe(true);
    const sorted = await call(
      ADMIN,
      'GET',
      '/api/vendor/employees?sortBy=employeeId&sortOrder=desc&limit=2&page=2',
    );
    expect(sorted.json().data.pagination).toMatchObject({ page: 2, limit: 2, hasPrevPage: true });
    expect(sorted.json().data.employees.map((e: EmployeeRecord) => e.employeeId)).toEqual([
      'SPS-204',
      'SPS-203',
    ]);
  });

  it('shows a vendor only their own company', async () => {
    const sunrise = await call(VENDOR, 'GET', '/api/vendor/employees?limit=500&status=all');
    expect(sunrise.json().data.summary.total).toBe(150);
    expect(
      sunrise.json().data.employees.every((e: EmployeeRecord) => e.vendorId === 'VEN-001'),
    ).toBe(true);
    const pest = await call(PEST_VENDOR, 'GET', `/api/employee-metas/${orgId}?vendorId=VEN-001`);
    expect(pest.json().data.employees).toEqual([]);
    const own = await call(PEST_VENDOR, 'GET', `/api/employee-metas/${orgId}`);
    expect(own.json().data.metadata).toMatchObject({ total: 6, page: 1, limit: 100 });
    expect(own.json().data.employees).toHaveLength(6);
  });

  it('adds an employee to the vendor, active by default, and answers 201', async () => {
    const response = await call(VENDOR, 'POST', '/api/vendor/employees', newEmployee());
    expect(response.statusCode).toBe(201);
    const employee = response.json().data.employee as EmployeeRecord;
    expect(employee).toMatchObject({
      status: 'active',
      vendorId: 'VEN-001',
      vendorName: 'Sunrise Facility Services',
      locationIds: [1001],
      createdBy: VENDOR,
      orgId,
    });
    expect(employee.consoleEmployeeId).toMatch(/^EMP-[0-9A-F]{10}$/);
  });

  it('lets an admin add one for a named vendor through /employee-metas, and requires the vendor', async () => {
    const added = await call(
      ADMIN,
      'POST',
      '/api/employee-metas',
      newEmployee({ vendorId: 'VEN-002', createdBy: undefined }),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json().data.employee.vendorId).toBe('VEN-002');
    const missing = await call(
      ADMIN,
      'POST',
      '/api/vendor/employees',
      newEmployee({ vendorId: undefined }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('vendorId is required');
    const unknown = await call(
      ADMIN,
      'POST',
      '/api/employee-metas',
      newEmployee({ vendorId: 'VEN-404', createdBy: undefined }),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a vendor adding to another vendor, duplicates, unknown locations and bad input, writing nothing', async () => {
    const existing = newEmployee();
    expect((await call(VENDOR, 'POST', '/api/vendor/employees', existing)).statusCode).toBe(201);
    const before = await snapshot(ctx.db, ['public.employees', 'public.audit_log']);
    const other = await call(
      VENDOR,
      'POST',
      '/api/vendor/employees',
      newEmployee({ vendorId: 'VEN-002' }),
    );
    expect(other.statusCode).toBe(404);
    const duplicate = await call(VENDOR, 'POST', '/api/vendor/employees', existing);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe(
      `Employee ID ${existing.employeeId} already exists for this vendor`,
    );
    const place = await call(
      VENDOR,
      'POST',
      '/api/vendor/employees',
      newEmployee({ locationIds: [101] }),
    );
    expect(place.statusCode).toBe(404);
    for (const bad of [
      { name: '' },
      { mobileNumber: '12' },
      { employmentType: 'forever' },
      { locationIds: ['x'] },
      { status: 'gone' },
      { unknownField: 1 },
    ]) {
      const response = await call(VENDOR, 'POST', '/api/vendor/employees', newEmployee(bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(await snapshot(ctx.db, ['public.employees', 'public.audit_log'])).toEqual(before);
  });

  it('updates fields, assigns locations with the changes, and updates by console id in snake_case', async () => {
    const created = (await call(VENDOR, 'POST', '/api/vendor/employees', newEmployee())).json().data
      .employee as EmployeeRecord;
    const updated = await call(VENDOR, 'PUT', `/api/vendor/employees/${created.id}`, {
      designation: 'Head Guard',
      mobileNumber: null,
      updatedBy: VENDOR,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.employee).toMatchObject({
      designation: 'Head Guard',
      mobileNumber: null,
      name: 'Test Person',
      updatedBy: VENDOR,
    });

    const assigned = await call(VENDOR, 'PUT', `/api/vendor/employees/${created.id}/locations`, {
      locationIds: [1003, 1002],
      updatedBy: VENDOR,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toMatchObject({
      employee: { locationIds: [1002, 1003] },
      changes: { added: [1002, 1003], removed: [1001] },
    });

    const meta = await call(ADMIN, 'PUT', '/api/employee-metas', {
      console_employee_id: created.consoleEmployeeId,
      orgId,
      designation: 'Supervisor',
      location_ids: [1001],
      employment_type: 'permanent',
    });
    expect(meta.statusCode).toBe(200);
    expect(meta.json().data.employee).toMatchObject({
      designation: 'Supervisor',
      locationIds: [1001],
      employmentType: 'permanent',
      updatedBy: ADMIN,
    });
  });

  it('deactivates with a reason: the employee leaves the active list and keeps their history', async () => {
    const created = (await call(VENDOR, 'POST', '/api/vendor/employees', newEmployee())).json().data
      .employee as EmployeeRecord;
    const noReason = await call(VENDOR, 'POST', `/api/vendor/employees/${created.id}/deactivate`, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    const response = await call(VENDOR, 'POST', `/api/vendor/employees/${created.id}/deactivate`, {
      reason: 'Transferred to another client',
      deactivatedBy: VENDOR,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      employee: { status: 'inactive', deactivationReason: 'Transferred to another client' },
      deactivationDetails: { reason: 'Transferred to another client', deactivatedBy: VENDOR },
    });
    const active = await call(VENDOR, 'GET', `/api/vendor/employees?search=${created.employeeId}`);
    expect(active.json().data.employees).toEqual([]);
    const all = await call(
      VENDOR,
      'GET',
      `/api/vendor/employees?search=${created.employeeId}&status=all`,
    );
    expect(all.json().data.employees).toHaveLength(1);
    const again = await call(VENDOR, 'POST', `/api/vendor/employees/${created.id}/deactivate`, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
  });

  it("answers 404 for another vendor's or organisation's employee and changes nothing", async () => {
    const [sunrise] = (
      await ctx.db.execute<{ id: string; console: string }>(
        sql`select id, console_employee_id as console from employees where vendor_id = 'VEN-001' and org_id = ${orgId} limit 1`,
      )
    ).rows;
    const [harbor] = (
      await ctx.db.execute<{ id: string }>(
        sql`select id from employees where org_id = ${ctx.seed.otherOrgId} limit 1`,
      )
    ).rows;
    const before = await snapshot(ctx.db, ['public.employees', 'public.audit_log']);
    const fromPest = await call(PEST_VENDOR, 'PUT', `/api/vendor/employees/${sunrise!.id}`, {
      name: 'X',
    });
    expect(fromPest.statusCode).toBe(404);
    const deactivate = await call(
      PEST_VENDOR,
      'POST',
      `/api/vendor/employees/${sunrise!.id}/deactivate`,
      {
        reason: 'x',
      },
    );
    expect(deactivate.statusCode).toBe(404);
    const foreign = await call(ADMIN, 'PUT', `/api/vendor/employees/${harbor!.id}`, { name: 'X' });
    expect(foreign.statusCode).toBe(404);
    const foreignOrg = await call(OTHER_ADMIN, 'GET', `/api/employee-metas/${orgId}`);
    expect(foreignOrg.statusCode).toBe(404);
    expect(await snapshot(ctx.db, ['public.employees', 'public.audit_log'])).toEqual(before);
  });

  it('lets organisation roles without employee:manage read but not change', async () => {
    const response = await call(
      USER,
      'POST',
      '/api/vendor/employees',
      newEmployee({ vendorId: 'VEN-001' }),
    );
    expect(response.statusCode).toBe(403);
  });
});
