import {
  AssignLocationsBody,
  AssignLocationsResponse,
  CreateEmployeeMetaBody,
  CreateVendorEmployeeBody,
  DeactivateEmployeeBody,
  DeactivateEmployeeResponse,
  EmployeeParams,
  EmployeeResponse,
  ListEmployeeMetasQuery,
  ListEmployeeMetasResponse,
  ListVendorEmployeesQuery,
  ListVendorEmployeesResponse,
  OrgPathParams,
  UpdateEmployeeMetaBody,
  UpdateVendorEmployeeBody,
} from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import {
  assignLocations,
  createEmployee,
  deactivateEmployee,
  listEmployees,
  updateEmployee,
} from './service';

/** Vendor employees: the spec's `/employee-metas` and `/vendor/employees` calls (section 7). */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/employee-metas/:orgId',
    {
      config: { permission: 'employee:read' },
      schema: {
        tags: ['employees'],
        summary: "The organisation's employees (a vendor: their own), active unless asked",
        params: OrgPathParams,
        querystring: ListEmployeeMetasQuery,
        response: responses(ListEmployeeMetasResponse),
      },
    },
    async (request) => {
      const list = await listEmployees(serviceContext(request), {
        ...request.query,
        orgId: request.params.orgId,
      });
      return {
        success: true as const,
        data: {
          employees: list.employees,
          metadata: { ...list.pagination, summary: list.summary },
        },
      };
    },
  );

  app.post(
    '/employee-metas',
    {
      config: { permission: 'employee:manage' },
      schema: {
        tags: ['employees'],
        summary: 'Add an employee (active by default)',
        body: CreateEmployeeMetaBody,
        response: responses(EmployeeResponse, 201),
      },
    },
    async (request, reply) => {
      const employee = await createEmployee(serviceContext(request), request.body);
      return reply.code(201).send({ success: true as const, data: { employee } });
    },
  );

  app.put(
    '/employee-metas',
    {
      config: { permission: 'employee:manage' },
      schema: {
        tags: ['employees'],
        summary: 'Change an employee named by console_employee_id (snake_case fields)',
        body: UpdateEmployeeMetaBody,
        response: responses(EmployeeResponse),
      },
    },
    async (request) => {
      const body = request.body;
      const employee = await updateEmployee(
        serviceContext(request),
        { consoleEmployeeId: body.console_employee_id },
        {
          employeeId: body.employee_id,
          name: body.name,
          mobileNumber: body.mobile_number,
          designation: body.designation,
          status: body.status,
          locationIds: body.location_ids,
          employmentType: body.employment_type,
        },
        body.orgId,
      );
      return { success: true as const, data: { employee } };
    },
  );

  app.get(
    '/vendor/employees',
    {
      config: { permission: 'employee:read' },
      schema: {
        tags: ['employees'],
        summary: 'Employees a page at a time (page 1, 100 a page, by name), with counts',
        querystring: ListVendorEmployeesQuery,
        response: responses(ListVendorEmployeesResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listEmployees(serviceContext(request), request.query),
    }),
  );

  app.post(
    '/vendor/employees',
    {
      config: { permission: 'employee:manage' },
      schema: {
        tags: ['employees'],
        summary: "Add an employee to the caller's vendor (organisation roles name the vendor)",
        body: CreateVendorEmployeeBody,
        response: responses(EmployeeResponse, 201),
      },
    },
    async (request, reply) => {
      const employee = await createEmployee(serviceContext(request), request.body);
      return reply.code(201).send({ success: true as const, data: { employee } });
    },
  );

  app.put(
    '/vendor/employees/:id',
    {
      config: { permission: 'employee:manage' },
      schema: {
        tags: ['employees'],
        summary: "Change an employee's fields",
        params: EmployeeParams,
        body: UpdateVendorEmployeeBody,
        response: responses(EmployeeResponse),
      },
    },
    async (request) => {
      const { orgId, updatedBy: _updatedBy, ...patch } = request.body;
      const employee = await updateEmployee(
        serviceContext(request),
        { id: request.params.id },
        patch,
        orgId,
      );
      return { success: true as const, data: { employee } };
    },
  );

  app.put(
    '/vendor/employees/:id/locations',
    {
      config: { permission: 'employee:manage' },
      schema: {
        tags: ['employees'],
        summary: "Replace an employee's locations; answers the employee and what changed",
        params: EmployeeParams,
        body: AssignLocationsBody,
        response: responses(AssignLocationsResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await assignLocations(
        serviceContext(request),
        request.params.id,
        request.body.locationIds,
        request.body.orgId,
      ),
    }),
  );

  app.post(
    '/vendor/employees/:id/deactivate',
    {
      config: { permission: 'employee:manage' },
      schema: {
        tags: ['employees'],
        summary: 'Deactivate an employee with a reason (history is kept)',
        params: EmployeeParams,
        body: DeactivateEmployeeBody,
        response: responses(DeactivateEmployeeResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await deactivateEmployee(
        serviceContext(request),
        request.params.id,
        request.body.reason,
        request.body.orgId,
      ),
    }),
  );
};
