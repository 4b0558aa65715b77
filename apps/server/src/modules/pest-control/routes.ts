import {
  AddPestControlFilesBody,
  AddPestControlWithFilesBody,
  CreatePestControlBody,
  CreateScheduleBody,
  DeletePestControlBody,
  ListPestControlQuery,
  ListPestControlResponse,
  ListSchedulesQuery,
  ListSchedulesResponse,
  LocationRecordsParams,
  LocationRecordsQuery,
  LocationDayResponse,
  PatchScheduleBody,
  PatchScheduleResponse,
  PestControlDownloadUrlBody,
  PestControlDownloadUrlResponse,
  PestControlParams,
  PestControlRecordResponse,
  PestControlStatusQuery,
  PestControlStatusResponse,
  PestControlUploadUrlBody,
  PestControlUploadUrlResponse,
  ScheduleParams,
  ScheduleResponse,
} from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import { reportDownloadUrl, reportUploadUrl } from './file-service';
import {
  addRecordFiles,
  createRecord,
  deleteRecord,
  listRecords,
  locationDay,
} from './record-service';
import { createSchedule, listSchedules, patchSchedule } from './schedule-service';
import { pestControlStatus } from './status-service';

const tags = ['pest control'];

/** Spec section 7 "Pest control", the report-file functions, and the organisation's views. */
export const pestControlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vendor/pest-control',
    {
      config: { permission: 'pest-control:record' },
      schema: {
        tags,
        summary: 'Record a pest control service (without files)',
        body: CreatePestControlBody,
        response: responses(PestControlRecordResponse, 201),
      },
    },
    async (request, reply) => {
      const data = await createRecord(serviceContext(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/vendor/pest-control',
    {
      config: { permission: 'pest-control:read' },
      schema: {
        tags,
        summary: 'Service records: filters, paging, sorting, and the monthly statistics',
        querystring: ListPestControlQuery,
        response: responses(ListPestControlResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listRecords(serviceContext(request), request.query),
    }),
  );

  app.delete(
    '/vendor/pest-control/:id',
    {
      config: { permission: 'pest-control:record' },
      schema: {
        tags,
        summary: 'Delete a service record (soft: the files and the history stay)',
        params: PestControlParams,
        body: DeletePestControlBody,
        response: responses(PestControlRecordResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        record: await deleteRecord(serviceContext(request), request.params.id, request.body),
      },
    }),
  );

  app.post(
    '/vendor/pest-control/schedules',
    {
      config: { permission: 'pest-control:record' },
      schema: {
        tags,
        summary: 'Plan a visit',
        body: CreateScheduleBody,
        response: responses(ScheduleResponse, 201),
      },
    },
    async (request, reply) => {
      const schedule = await createSchedule(serviceContext(request), request.body);
      return reply.code(201).send({ success: true as const, data: { schedule } });
    },
  );

  app.get(
    '/vendor/pest-control/schedules',
    {
      config: { permission: 'pest-control:read' },
      schema: {
        tags,
        summary: 'Planned visits by date, with filters, limit and offset',
        querystring: ListSchedulesQuery,
        response: responses(ListSchedulesResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listSchedules(serviceContext(request), request.query),
    }),
  );

  app.patch(
    '/vendor/pest-control/schedules/:id',
    {
      config: { permission: 'pest-control:record' },
      schema: {
        tags,
        summary: 'Complete a schedule with a record, change it, or delete it (soft by default)',
        params: ScheduleParams,
        body: PatchScheduleBody,
        response: responses(PatchScheduleResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await patchSchedule(serviceContext(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/functions/pest-control-upload-url',
    {
      config: { permission: 'pest-control:record' },
      schema: {
        tags,
        summary: "A presigned POST for one report file under the record's id",
        body: PestControlUploadUrlBody,
        response: responses(PestControlUploadUrlResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await reportUploadUrl(serviceContext(request), request.body),
    }),
  );

  app.post(
    '/functions/pest-control-download-url',
    {
      config: { permission: 'pest-control:read' },
      schema: {
        tags,
        summary: 'A short-lived link to one report file of a record',
        body: PestControlDownloadUrlBody,
        response: responses(PestControlDownloadUrlResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await reportDownloadUrl(serviceContext(request), request.body),
    }),
  );

  app.post(
    '/functions/add-pest-control-with-files',
    {
      config: { permission: 'pest-control:record' },
      schema: {
        tags,
        summary: 'Record a service with the report files uploaded under its id, in one step',
        body: AddPestControlWithFilesBody,
        response: responses(PestControlRecordResponse, 201),
      },
    },
    async (request, reply) => {
      const data = await createRecord(serviceContext(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/functions/add-pest-control-files',
    {
      config: { permission: 'pest-control:record' },
      schema: {
        tags,
        summary: 'Attach more uploaded report files to an existing record',
        body: AddPestControlFilesBody,
        response: responses(PestControlRecordResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: { record: await addRecordFiles(serviceContext(request), request.body) },
    }),
  );

  app.get(
    '/pest-control/status',
    {
      config: { permission: 'pest-control:read' },
      schema: {
        tags,
        summary: "Every active location's period status per month, and the month's completion",
        querystring: PestControlStatusQuery,
        response: responses(PestControlStatusResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await pestControlStatus(serviceContext(request), request.query),
    }),
  );

  app.get(
    '/pest-control/locations/:locationId/records',
    {
      config: { permission: 'pest-control:read' },
      schema: {
        tags,
        summary: "One location's records on a day, or its latest ones",
        params: LocationRecordsParams,
        querystring: LocationRecordsQuery,
        response: responses(LocationDayResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await locationDay(serviceContext(request), request.params.locationId, request.query),
    }),
  );
};
