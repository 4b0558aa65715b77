import {
  EsgBillBody,
  EsgBillFileResponse,
  EsgBillParams,
  EsgBillResponse,
  EsgBillUploadBody,
  EsgBillUploadResponse,
  EsgDeletedResponse,
  EsgFactorBody,
  EsgFactorResponse,
  EsgMonthParams,
  EsgMonthResponse,
  EsgReportQuery,
  EsgReportResponse,
  EsgRestateBody,
  EsgRestateResponse,
  EsgWasteBody,
  EsgWasteResponse,
  ListEsgBillsQuery,
  ListEsgBillsResponse,
  ListEsgFactorsResponse,
  ListEsgMonthsResponse,
  ListEsgWasteQuery,
  ListEsgWasteResponse,
} from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import {
  billFileUrl,
  billUploadUrl,
  createBill,
  deleteBill,
  listBills,
  updateBill,
} from './bill-service';
import { addFactor, listFactors } from './factor-service';
import { closeMonth, listMonths, restateMonth } from './month-service';
import { getReport } from './report-service';
import { listWaste, putWaste } from './waste-service';

const tags = ['esg'];
const ok = <T>(data: T) => ({ success: true as const, data });

/** ESG resource consumption (issue 19): bills, waste, factors, month closings and the report. */
export const esgRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/esg/report',
    {
      config: { permission: 'esg:read' },
      schema: {
        tags,
        summary:
          'The Resource Consumption Report: headline, trend, states, branch x month, coverage',
        querystring: EsgReportQuery,
        response: responses(EsgReportResponse),
      },
    },
    async (request) => ok(await getReport(serviceContext(request), request.query)),
  );

  app.get(
    '/esg/bills',
    {
      config: { permission: 'esg:read' },
      schema: {
        tags,
        summary: 'Bills and manual entries whose period touches the months asked for',
        querystring: ListEsgBillsQuery,
        response: responses(ListEsgBillsResponse),
      },
    },
    async (request) => ok(await listBills(serviceContext(request), request.query)),
  );

  app.post(
    '/esg/bills',
    {
      config: { permission: 'esg:enter' },
      schema: {
        tags,
        summary: 'Enter a bill (with its uploaded document) or a manual entry (admins and users)',
        body: EsgBillBody,
        response: responses(EsgBillResponse, 201),
      },
    },
    async (request, reply) => {
      const bill = await createBill(serviceContext(request), request.body);
      return reply.code(201).send(ok({ bill }));
    },
  );

  app.post(
    '/esg/bills/upload-url',
    {
      config: { permission: 'esg:enter' },
      schema: {
        tags,
        summary: "A presigned upload for a bill's document (PDF or image, at most 20 MB)",
        body: EsgBillUploadBody,
        response: responses(EsgBillUploadResponse),
      },
    },
    async (request) => ok(await billUploadUrl(serviceContext(request), request.body)),
  );

  app.put(
    '/esg/bills/:id',
    {
      config: { permission: 'esg:enter' },
      schema: {
        tags,
        summary: 'Correct a bill or manual entry (admins and users)',
        params: EsgBillParams,
        body: EsgBillBody,
        response: responses(EsgBillResponse),
      },
    },
    async (request) =>
      ok({ bill: await updateBill(serviceContext(request), request.params.id, request.body) }),
  );

  app.delete(
    '/esg/bills/:id',
    {
      config: { permission: 'esg:enter' },
      schema: {
        tags,
        summary: 'Remove a bill or manual entry (admins and users)',
        params: EsgBillParams,
        response: responses(EsgDeletedResponse),
      },
    },
    async (request) => ok(await deleteBill(serviceContext(request), request.params.id)),
  );

  app.get(
    '/esg/bills/:id/file',
    {
      config: { permission: 'esg:read' },
      schema: {
        tags,
        summary: "A short-lived link to a bill's document",
        params: EsgBillParams,
        response: responses(EsgBillFileResponse),
      },
    },
    async (request) => ok(await billFileUrl(serviceContext(request), request.params.id)),
  );

  app.get(
    '/esg/waste',
    {
      config: { permission: 'esg:read' },
      schema: {
        tags,
        summary: 'Waste entries (kg per location, month and category)',
        querystring: ListEsgWasteQuery,
        response: responses(ListEsgWasteResponse),
      },
    },
    async (request) => ok({ waste: await listWaste(serviceContext(request), request.query) }),
  );

  app.put(
    '/esg/waste',
    {
      config: { permission: 'esg:enter' },
      schema: {
        tags,
        summary: "Record a location's waste of one category in one month (admins and users)",
        body: EsgWasteBody,
        response: responses(EsgWasteResponse),
      },
    },
    async (request) => ok({ waste: await putWaste(serviceContext(request), request.body) }),
  );

  app.get(
    '/esg/factors',
    {
      config: { permission: 'esg:read' },
      schema: {
        tags,
        summary: 'Emission factor versions: the built-in defaults and the organisation’s own',
        response: responses(ListEsgFactorsResponse),
      },
    },
    async (request) => ok({ factors: await listFactors(serviceContext(request)) }),
  );

  app.post(
    '/esg/factors',
    {
      config: { permission: 'esg:manage' },
      schema: {
        tags,
        summary: 'Add a version of an emission factor (admins)',
        body: EsgFactorBody,
        response: responses(EsgFactorResponse, 201),
      },
    },
    async (request, reply) => {
      const factor = await addFactor(serviceContext(request), request.body);
      return reply.code(201).send(ok({ factor }));
    },
  );

  app.get(
    '/esg/months',
    {
      config: { permission: 'esg:read' },
      schema: {
        tags,
        summary: 'Closed months, with who closed or restated them',
        response: responses(ListEsgMonthsResponse),
      },
    },
    async (request) => ok({ months: await listMonths(serviceContext(request)) }),
  );

  app.post(
    '/esg/months/:month/close',
    {
      config: { permission: 'esg:manage' },
      schema: {
        tags,
        summary: 'Close a month: freeze its figures and the factor versions they used (admins)',
        params: EsgMonthParams,
        response: responses(EsgMonthResponse, 201),
      },
    },
    async (request, reply) => {
      const month = await closeMonth(serviceContext(request), request.params.month);
      return reply.code(201).send(ok({ month }));
    },
  );

  app.post(
    '/esg/months/:month/restate',
    {
      config: { permission: 'esg:manage' },
      schema: {
        tags,
        summary: 'Recompute a closed month with today’s data and factors, saying why (admins)',
        params: EsgMonthParams,
        body: EsgRestateBody,
        response: responses(EsgRestateResponse),
      },
    },
    async (request) =>
      ok(await restateMonth(serviceContext(request), request.params.month, request.body.reason)),
  );
};
