import { z } from 'zod';
import { IsoDateTime, boundedText } from '../common';
import { requestExamples, successEnvelope } from '../envelope';
import { wholeNumber } from '../paging';
import { DeviceType, NumericMetric } from './device';

const alertSeverities = ['info', 'warning', 'critical'] as const;
export const AlertSeverity = z.enum(alertSeverities);
export type AlertSeverity = z.infer<typeof AlertSeverity>;

const ruleComparisons = ['above', 'below'] as const;
export const RuleComparison = z.enum(ruleComparisons);
export type RuleComparison = z.infer<typeof RuleComparison>;

/** The longest a condition may have to hold: one day. */
const RULE_DURATION_MAX_SECONDS = 86_400;

/**
 * An alert rule of the organisation, optionally only for one location or one device type:
 * "CO2 above 1,200 for 600 s". A duration of 0 raises at the first reading that breaks it.
 */
export const AlertRuleRecord = z.object({
  id: z.uuid(),
  name: z.string(),
  metric: NumericMetric,
  comparison: RuleComparison,
  threshold: z.number(),
  durationSeconds: z.number().int(),
  severity: AlertSeverity,
  /** Only devices of this location (its number); null: every location. */
  locationId: z.number().int().nullable(),
  /** Only devices of this type; null: every type. */
  deviceType: DeviceType.nullable(),
  enabled: z.boolean(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type AlertRuleRecord = z.infer<typeof AlertRuleRecord>;

export const AlertRuleBody = z
  .strictObject({
    name: boundedText(120).min(1, 'is required'),
    metric: NumericMetric,
    comparison: RuleComparison,
    threshold: z.number().min(-100_000).max(100_000),
    durationSeconds: wholeNumber(0, RULE_DURATION_MAX_SECONDS),
    severity: AlertSeverity,
    locationId: wholeNumber(1, 2_147_483_647).nullable().default(null),
    deviceType: DeviceType.nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .meta(
    requestExamples({
      name: 'CO2 high for 10 minutes',
      metric: 'co2Level',
      comparison: 'above',
      threshold: 1200,
      durationSeconds: 600,
      severity: 'warning',
    }),
  );
export type AlertRuleBody = z.infer<typeof AlertRuleBody>;

export const AlertRuleParams = z.object({ id: z.uuid() });
export const ListAlertRulesResponse = successEnvelope(
  z.object({ rules: z.array(AlertRuleRecord) }),
);
export const AlertRuleResponse = successEnvelope(z.object({ rule: AlertRuleRecord }));
export const DeleteAlertRuleResponse = successEnvelope(z.object({ id: z.uuid() }));

const alertKinds = ['rule', 'offline'] as const;
const AlertKind = z.enum(alertKinds);

/** Spec section 3, "Alert": id and acknowledged, and what a person needs to act on it. */
export const AlertRecord = z.object({
  id: z.uuid(),
  kind: AlertKind,
  deviceId: z.uuid(),
  deviceName: z.string(),
  locationId: z.number().int(),
  locationName: z.string().nullable(),
  ruleId: z.uuid().nullable(),
  metric: NumericMetric.nullable(),
  severity: AlertSeverity,
  message: z.string(),
  /** The reading that raised it. */
  value: z.number().nullable(),
  raisedAt: IsoDateTime,
  /** When the condition stopped holding; null while it holds. */
  clearedAt: IsoDateTime.nullable(),
  acknowledged: z.boolean(),
  acknowledgedBy: z.string().nullable(),
  acknowledgedAt: IsoDateTime.nullable(),
});
export type AlertRecord = z.infer<typeof AlertRecord>;

const ALERTS_LIST_LIMIT = 100;

/** `GET /api/alerts?acknowledged=&locationId=&limit=`: newest first, dismissed ones left out. */
export const ListAlertsQuery = z.object({
  acknowledged: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  locationId: wholeNumber(1, 2_147_483_647).optional(),
  limit: wholeNumber(1, 500).default(ALERTS_LIST_LIMIT),
});
export type ListAlertsQuery = z.infer<typeof ListAlertsQuery>;
export type ListAlertsQueryInput = z.input<typeof ListAlertsQuery>;

export const ListAlertsData = z.object({
  alerts: z.array(AlertRecord),
  /** Alerts not yet acknowledged (the bell's count), whatever the filters. */
  unacknowledged: z.number().int(),
});
export type ListAlertsData = z.infer<typeof ListAlertsData>;
export const ListAlertsResponse = successEnvelope(ListAlertsData);

export const AlertParams = z.object({ id: z.uuid() });
export const AcknowledgeAlertResponse = successEnvelope(z.object({ alert: AlertRecord }));
export const DismissAlertResponse = successEnvelope(z.object({ id: z.uuid() }));
