import { z } from 'zod';
import type { Permission } from '../auth/permissions';
import { boundedText } from '../common';
import { AlertSeverity } from '../devices/alerts';
import { DeviceStatus, NumericMetric } from '../devices/device';
import { LocationStatus } from '../locations/location';
import { periodStatuses } from '../pest-control/rules';
import { wholeNumber } from '../paging';
import { CalendarDate } from '../workforce/attendance';

/**
 * A place as the question names it: one of the organisation's own states, cities or location
 * names (matched case-insensitively and tolerant of slips), or a location number. The server
 * resolves it against the caller's organisation only; nothing else is ever searched.
 */
const Place = boundedText(150).min(1);
const Year = wholeNumber(2000, 2099);
const Month = wholeNumber(1, 12);

/**
 * The assistant's tools: read-only, each over one existing service and its permission. Their
 * argument schemas are what a language model's tool calls are validated against (the engine
 * builds the same arguments). No tool takes an organisation, a role or a person: those come from
 * the caller's token.
 */
export const assistantToolArgs = {
  list_locations: z.strictObject({
    place: Place.optional(),
    status: LocationStatus.optional(),
  }),
  pending_approvals: z.strictObject({ place: Place.optional() }),
  list_devices: z.strictObject({ place: Place.optional(), status: DeviceStatus.optional() }),
  open_alerts: z.strictObject({
    place: Place.optional(),
    severity: AlertSeverity.optional(),
    since: CalendarDate.optional(),
  }),
  latest_readings: z.strictObject({ place: Place.optional(), metric: NumericMetric.optional() }),
  attendance_on_day: z.strictObject({
    place: Place.optional(),
    date: CalendarDate,
    show: z.enum(['present', 'absent', 'both']).default('both'),
  }),
  attendance_month: z.strictObject({ place: Place.optional(), year: Year, month: Month }),
  list_employees: z.strictObject({
    place: Place.optional(),
    vendor: boundedText(100).min(1).optional(),
  }),
  pest_control_status: z.strictObject({
    place: Place.optional(),
    year: Year,
    month: Month,
    status: z.enum(periodStatuses).optional(),
  }),
  last_pest_control_service: z.strictObject({ place: Place }),
  upcoming_pest_control: z.strictObject({
    place: Place.optional(),
    from: CalendarDate,
    to: CalendarDate,
  }),
} as const;

export type AssistantToolName = keyof typeof assistantToolArgs;
export const assistantToolNames = Object.keys(assistantToolArgs) as AssistantToolName[];
export type AssistantToolArgs<T extends AssistantToolName> = z.output<
  (typeof assistantToolArgs)[T]
>;

interface ToolInfo {
  /** What the caller's role needs (the permission matrix; the service checks it again). */
  permissions: readonly Permission[];
  /** The domain in "You do not have access to ..." and in the understood line. */
  domain: string;
  /** What the tool answers, for a model's tool list. */
  description: string;
}

export const assistantTools: Record<AssistantToolName, ToolInfo> = {
  list_locations: {
    permissions: ['location:read'],
    domain: 'locations',
    description: "The organisation's live locations, optionally in a place or of one status.",
  },
  pending_approvals: {
    permissions: ['location:read'],
    domain: 'location approvals',
    description: 'Staged locations waiting for approval, optionally in a place.',
  },
  list_devices: {
    permissions: ['device:read'],
    domain: 'devices',
    description: 'Devices and their status (online, offline, pending), optionally in a place.',
  },
  open_alerts: {
    permissions: ['device:read'],
    domain: 'alerts',
    description: 'Open (unacknowledged) alerts, by severity, since a date, in a place.',
  },
  latest_readings: {
    permissions: ['device:read'],
    domain: 'sensor readings',
    description: "The latest reading of each device in a place, or one metric's latest values.",
  },
  attendance_on_day: {
    permissions: ['attendance:read'],
    domain: 'attendance',
    description: 'Who was present and who was absent on a date, optionally at a place.',
  },
  attendance_month: {
    permissions: ['attendance:read', 'report:read'],
    domain: 'attendance reports',
    description: "A month's attendance rate, optionally at a place.",
  },
  list_employees: {
    permissions: ['employee:read'],
    domain: 'employees',
    description: 'Active employees, optionally assigned to a place or of one vendor.',
  },
  pest_control_status: {
    permissions: ['pest-control:read'],
    domain: 'pest control',
    description:
      "Each active location's pest-control status for a month: completed, pending, overdue.",
  },
  last_pest_control_service: {
    permissions: ['pest-control:read'],
    domain: 'pest control',
    description: 'The latest pest-control services recorded at a place.',
  },
  upcoming_pest_control: {
    permissions: ['pest-control:read'],
    domain: 'pest control schedules',
    description: 'Planned pest-control visits between two dates, optionally at a place.',
  },
};
