import {
  CreateRecipientBody,
  DailyEmailBody,
  DailyEmailResponse,
  DeletedRecipientResponse,
  DeleteRecipientBody,
  ListRecipientsBody,
  ListRecipientsResponse,
  RecipientParams,
  RecipientResponse,
  EmailScheduleResponse,
  UpdateRecipientBody,
  UpdateEmailScheduleBody,
} from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import {
  createRecipient,
  dailyEmailFunction,
  deleteRecipient,
  listRecipients,
  updateRecipient,
  updateSchedule,
} from './service';

/** Attendance e-mail recipients and the daily e-mail (spec section 7). */
export const attendanceEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/functions/attendance-email-recipients-list',
    {
      config: { permission: 'recipients:manage' },
      schema: {
        tags: ['attendance e-mail'],
        summary: 'The recipients (not deleted) and the daily schedule',
        body: ListRecipientsBody,
        response: responses(ListRecipientsResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listRecipients(serviceContext(request), request.body.orgId),
    }),
  );

  app.post(
    '/attendance-email-recipients',
    {
      config: { permission: 'recipients:manage' },
      schema: {
        tags: ['attendance e-mail'],
        summary: 'Add a recipient (address unique among those not deleted)',
        body: CreateRecipientBody,
        response: responses(RecipientResponse, 201),
      },
    },
    async (request, reply) => {
      const recipient = await createRecipient(serviceContext(request), request.body);
      return reply.code(201).send({ success: true as const, data: { recipient } });
    },
  );

  app.patch(
    '/attendance-email-recipients/:id',
    {
      config: { permission: 'recipients:manage' },
      schema: {
        tags: ['attendance e-mail'],
        summary: 'Change a recipient (name, address, locations, active)',
        params: RecipientParams,
        body: UpdateRecipientBody,
        response: responses(RecipientResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        recipient: await updateRecipient(serviceContext(request), request.params.id, request.body),
      },
    }),
  );

  app.delete(
    '/attendance-email-recipients/:id',
    {
      config: { permission: 'recipients:manage' },
      schema: {
        tags: ['attendance e-mail'],
        summary: 'Delete a recipient (soft: deletedBy and deletedAt are kept)',
        params: RecipientParams,
        body: DeleteRecipientBody,
        response: responses(DeletedRecipientResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await deleteRecipient(serviceContext(request), request.params.id, request.body.orgId),
    }),
  );

  app.put(
    '/attendance-email-schedule',
    {
      config: { permission: 'recipients:manage' },
      schema: {
        tags: ['attendance e-mail'],
        summary: "The daily e-mail's local send time, and on or off",
        body: UpdateEmailScheduleBody,
        response: responses(EmailScheduleResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: { schedule: await updateSchedule(serviceContext(request), request.body) },
    }),
  );

  app.post(
    '/functions/daily-attendance-email',
    {
      config: { permission: 'recipients:manage' },
      schema: {
        tags: ['attendance e-mail'],
        summary: "Send today's attendance e-mail now (a test goes to the caller only)",
        body: DailyEmailBody,
        response: responses(DailyEmailResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await dailyEmailFunction(
        serviceContext(request),
        request.body.orgId,
        request.body.testTrigger,
      ),
    }),
  );
};
