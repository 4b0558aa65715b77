import {
  AcknowledgeAlertResponse,
  ActivateDeviceBody,
  ActivateDeviceResponse,
  AlertParams,
  AlertRuleBody,
  AlertRuleParams,
  AlertRuleResponse,
  DeleteAlertRuleResponse,
  DeleteDeviceResponse,
  DeviceParams,
  DismissAlertResponse,
  GetDeviceResponse,
  ListAlertRulesResponse,
  ListAlertsQuery,
  ListAlertsResponse,
  ListDevicesQuery,
  ListDevicesResponse,
  ReadingsQuery,
  ReadingsResponse,
  RotateDeviceKeyResponse,
  TelemetryBody,
  TelemetryResponse,
  readingsOf,
} from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import { acknowledgeAlert, dismissAlert, listAlerts } from './alerts-service';
import { ingestReadings } from './ingest';
import { deviceKeyFrom } from './keys';
import { deviceReadings } from './readings';
import { createAlertRule, deleteAlertRule, listAlertRules, updateAlertRule } from './rules-service';
import { activateDevice, deleteDevice, getDevice, listDevices, rotateDeviceKey } from './service';

/** Devices, their readings, alerts and alert rules (issue 10; the spec names no calls). */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['devices'];
  app.get(
    '/devices',
    {
      config: { permission: 'device:read' },
      schema: {
        tags,
        summary: "A page of the organisation's devices (filters, search, sort)",
        querystring: ListDevicesQuery,
        response: responses(ListDevicesResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listDevices(serviceContext(request), request.query),
    }),
  );

  app.post(
    '/devices/activate',
    {
      config: { permission: 'device:manage' },
      schema: {
        tags,
        summary: 'Activate a device into an active location; its ingestion key is shown once',
        body: ActivateDeviceBody,
        response: responses(ActivateDeviceResponse, 201),
      },
    },
    async (request, reply) => {
      const data = await activateDevice(serviceContext(request), request.body);
      reply.code(201).header('cache-control', 'no-store');
      return { success: true as const, data };
    },
  );

  app.get(
    '/devices/:id',
    {
      config: { permission: 'device:read' },
      schema: {
        tags,
        summary: 'One device',
        params: DeviceParams,
        response: responses(GetDeviceResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: { device: await getDevice(serviceContext(request), request.params.id) },
    }),
  );

  app.post(
    '/devices/:id/rotate-key',
    {
      config: { permission: 'device:manage' },
      schema: {
        tags,
        summary: 'A new ingestion key (shown once); the old one is refused at once',
        params: DeviceParams,
        response: responses(RotateDeviceKeyResponse),
      },
    },
    async (request, reply) => {
      const data = await rotateDeviceKey(serviceContext(request), request.params.id);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data };
    },
  );

  app.delete(
    '/devices/:id',
    {
      config: { permission: 'device:manage' },
      schema: {
        tags,
        summary: 'Remove a device and its alerts',
        params: DeviceParams,
        response: responses(DeleteDeviceResponse),
      },
    },
    async (request) => {
      await deleteDevice(serviceContext(request), request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );

  app.get(
    '/devices/:id/readings',
    {
      config: { permission: 'device:read' },
      schema: {
        tags,
        summary: "A device's readings over a range (raw, per minute or per hour by its length)",
        params: DeviceParams,
        querystring: ReadingsQuery,
        response: responses(ReadingsResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await deviceReadings(serviceContext(request), request.params.id, request.query),
    }),
  );

  app.post(
    '/telemetry',
    {
      // Devices are not people: they prove who they are with their key, not a token.
      config: { public: true },
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        summary: 'Readings from a device: `Authorization: Device <key>`, one reading or a batch',
        body: TelemetryBody,
        response: responses(TelemetryResponse, 202),
      },
    },
    async (request, reply) => {
      const platform = request.server.platform;
      const readings = readingsOf(request.body);
      const result = await ingestReadings(
        platform,
        deviceKeyFrom(request.headers.authorization),
        readings,
        {
          retentionDays: platform.config.READINGS_RETENTION_DAYS,
          batch: request.body.readings !== undefined,
        },
      );
      reply.code(202);
      return { success: true as const, data: { accepted: result.accepted } };
    },
  );

  app.get(
    '/alerts',
    {
      config: { permission: 'device:read' },
      schema: {
        tags,
        summary: 'Alerts, newest first (dismissed ones left out), and the unacknowledged count',
        querystring: ListAlertsQuery,
        response: responses(ListAlertsResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAlerts(serviceContext(request), request.query),
    }),
  );

  app.put(
    '/alerts/:id/acknowledge',
    {
      config: { permission: 'alert:acknowledge' },
      schema: {
        tags,
        summary: 'Acknowledge an alert (the flag is set, with who and when)',
        params: AlertParams,
        response: responses(AcknowledgeAlertResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: { alert: await acknowledgeAlert(serviceContext(request), request.params.id) },
    }),
  );

  app.delete(
    '/alerts/:id',
    {
      config: { permission: 'alert:acknowledge' },
      schema: {
        tags,
        summary: 'Dismiss an alert (removed from the list)',
        params: AlertParams,
        response: responses(DismissAlertResponse),
      },
    },
    async (request) => {
      await dismissAlert(serviceContext(request), request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );

  app.get(
    '/alert-rules',
    {
      config: { permission: 'device:read' },
      schema: {
        tags,
        summary: "The organisation's alert rules",
        response: responses(ListAlertRulesResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: { rules: await listAlertRules(serviceContext(request)) },
    }),
  );

  app.post(
    '/alert-rules',
    {
      config: { permission: 'alert-rule:manage' },
      schema: {
        tags,
        summary: 'Add an alert rule',
        body: AlertRuleBody,
        response: responses(AlertRuleResponse, 201),
      },
    },
    async (request, reply) => {
      const rule = await createAlertRule(serviceContext(request), request.body);
      reply.code(201);
      return { success: true as const, data: { rule } };
    },
  );

  app.put(
    '/alert-rules/:id',
    {
      config: { permission: 'alert-rule:manage' },
      schema: {
        tags,
        summary: 'Replace an alert rule',
        params: AlertRuleParams,
        body: AlertRuleBody,
        response: responses(AlertRuleResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        rule: await updateAlertRule(serviceContext(request), request.params.id, request.body),
      },
    }),
  );

  app.delete(
    '/alert-rules/:id',
    {
      config: { permission: 'alert-rule:manage' },
      schema: {
        tags,
        summary: 'Remove an alert rule',
        params: AlertRuleParams,
        response: responses(DeleteAlertRuleResponse),
      },
    },
    async (request) => {
      await deleteAlertRule(serviceContext(request), request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );
};
