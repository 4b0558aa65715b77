import {
  AttendanceParams,
  AttendanceRecordResponse,
  AttendanceRegisterQuery,
  AttendanceRegisterResponse,
  AttendanceTrendQuery,
  AttendanceTrendResponse,
  DeleteAttendanceBody,
  MarkAttendanceBody,
  MonthlyReportParams,
  MonthlyReportQuery,
  MonthlyReportResponse,
  OrgPathParams,
} from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import {
  attendanceRegister,
  attendanceTrend,
  deleteAttendance,
  markAttendance,
  monthlyReport,
} from './service';

/** Attendance: the register, marks and the monthly report (spec section 7, "Attendance"). */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/attendance-register/:orgId',
    {
      config: { permission: 'attendance:read' },
      schema: {
        tags: ['attendance'],
        summary: "A day's marks (today unless `date`), with present and absent by location",
        params: OrgPathParams,
        querystring: AttendanceRegisterQuery,
        response: responses(AttendanceRegisterResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await attendanceRegister(serviceContext(request), request.params.orgId, request.query),
    }),
  );

  app.post(
    '/vendor/attendance',
    {
      config: { permission: 'attendance:record' },
      schema: {
        tags: ['attendance'],
        summary: 'Mark an employee present (once per day and location, assigned, not future)',
        body: MarkAttendanceBody,
        response: responses(AttendanceRecordResponse, 201),
      },
    },
    async (request, reply) => {
      const attendanceRecord = await markAttendance(serviceContext(request), request.body);
      return reply.code(201).send({ success: true as const, data: { attendanceRecord } });
    },
  );

  app.delete(
    '/vendor/attendance/:id',
    {
      config: { permission: 'attendance:record' },
      schema: {
        tags: ['attendance'],
        summary: 'Remove a mark (undo)',
        params: AttendanceParams,
        body: DeleteAttendanceBody,
        response: responses(AttendanceRecordResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        attendanceRecord: await deleteAttendance(
          serviceContext(request),
          request.params.id,
          request.body.orgId,
        ),
      },
    }),
  );

  app.get(
    '/attendance-report/monthly/:orgId',
    {
      config: { permission: 'attendance:read' },
      schema: {
        tags: ['attendance'],
        summary: 'The monthly report: employees by day, the month, totals and rates',
        params: MonthlyReportParams,
        querystring: MonthlyReportQuery,
        response: responses(MonthlyReportResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await monthlyReport(serviceContext(request), request.params.orgId, request.query),
    }),
  );

  app.get(
    '/attendance/trend',
    {
      config: { permission: 'attendance:read' },
      schema: {
        tags: ['attendance'],
        summary: "A location's marks per day over the last days (location dashboard)",
        querystring: AttendanceTrendQuery,
        response: responses(AttendanceTrendResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await attendanceTrend(
        serviceContext(request),
        request.query.locationId,
        request.query.days,
      ),
    }),
  );
};
