import { z } from 'zod';
import { IsoDateTime, OrgId, OrgNumber, boundedText } from '../common';
import { requestExamples, successEnvelope } from '../envelope';
import { personText } from '../locations/fields';
import { wholeNumber } from '../paging';
import { ServiceDate, PEST_CONTROL_TEXT_LIMITS } from './fields';
import { PestControlServiceType } from './service-types';

const scheduleStatuses = ['scheduled', 'completed'] as const;
const ScheduleStatusValue = z.enum(scheduleStatuses);

/** A planned visit (spec section 3, "Pest control schedule"). */
export const PestControlSchedule = z.object({
  id: z.uuid(),
  orgId: OrgNumber,
  locationId: z.number().int(),
  locationName: z.string().nullable(),
  scheduleDate: z.string(),
  status: ScheduleStatusValue,
  serviceType: z.string(),
  notes: z.string().nullable(),
  vendorId: z.string().nullable(),
  completedDate: z.string().nullable(),
  completedBy: z.string().nullable(),
  pestControlRecordId: z.uuid().nullable(),
  createdBy: z.string(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type PestControlSchedule = z.infer<typeof PestControlSchedule>;

/** `POST /api/vendor/pest-control/schedules`: the schedule's fields plus orgId. */
export const CreateScheduleBody = z
  .strictObject({
    orgId: OrgId,
    locationId: wholeNumber(1, 2_000_000_000),
    scheduleDate: ServiceDate,
    serviceType: PestControlServiceType,
    status: z.literal('scheduled').default('scheduled'),
    notes: boundedText(PEST_CONTROL_TEXT_LIMITS.notes).optional(),
    createdBy: personText().optional(),
  })
  .meta(
    requestExamples({
      orgId: 1,
      locationId: 1001,
      scheduleDate: '2026-12-05',
      serviceType: 'general',
      status: 'scheduled',
    }),
  );
export type CreateScheduleBody = z.input<typeof CreateScheduleBody>;

export const ScheduleData = z.object({ schedule: PestControlSchedule });
export const ScheduleResponse = successEnvelope(ScheduleData);

/** `GET /api/vendor/pest-control/schedules` (spec section 7): filters, limit and offset. */
export const ListSchedulesQuery = z.object({
  orgId: OrgId.optional(),
  locationId: wholeNumber(1, 2_000_000_000).optional(),
  status: ScheduleStatusValue.optional(),
  startDate: ServiceDate.optional(),
  endDate: ServiceDate.optional(),
  serviceType: PestControlServiceType.optional(),
  limit: wholeNumber(1, 1000).default(50),
  offset: wholeNumber(0, 10_000_000).default(0),
});
export type ListSchedulesQuery = z.input<typeof ListSchedulesQuery>;

export const ListSchedulesData = z.object({
  schedules: z.array(PestControlSchedule),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ListSchedulesData = z.infer<typeof ListSchedulesData>;
export const ListSchedulesResponse = successEnvelope(ListSchedulesData);

export const ScheduleParams = z.object({ id: z.uuid() });

/** The completion link: the schedule becomes completed by a record of the same month. */
const CompleteScheduleBody = z.strictObject({
  orgId: OrgId,
  status: z.literal('completed'),
  completedDate: ServiceDate,
  completedBy: personText().optional(),
  pestControlRecordId: z.uuid(),
  updatedBy: personText().optional(),
});

/**
 * A free update of what was planned. `status: 'scheduled'` on a completed visit undoes its
 * completion link (the record stays; the visit is scheduled again).
 */
const UpdateScheduleBody = z.strictObject({
  orgId: OrgId.optional(),
  status: z.literal('scheduled').optional(),
  scheduleDate: ServiceDate.optional(),
  serviceType: PestControlServiceType.optional(),
  locationId: wholeNumber(1, 2_000_000_000).optional(),
  notes: boundedText(PEST_CONTROL_TEXT_LIMITS.notes).nullable().optional(),
  updatedBy: personText().optional(),
});

/** A delete: soft unless `soft` is false. */
const DeleteScheduleBody = z.strictObject({
  action: z.literal('delete'),
  soft: z.boolean().default(true),
  orgId: OrgId,
});

/** `PATCH /api/vendor/pest-control/schedules/{id}`: one of the three bodies of section 7. */
export const PatchScheduleBody = z
  .union([CompleteScheduleBody, DeleteScheduleBody, UpdateScheduleBody])
  .meta(
    requestExamples(
      {
        orgId: 1,
        status: 'completed',
        completedDate: '2026-12-04',
        completedBy: 'pest@demo.example',
        pestControlRecordId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
        updatedBy: 'pest@demo.example',
      },
      { orgId: 1, scheduleDate: '2026-12-06', notes: 'Moved at the branch manager’s request' },
      { action: 'delete', soft: true, orgId: 1 },
    ),
  );
export type PatchScheduleBody = z.input<typeof PatchScheduleBody>;

export const PatchScheduleData = z.object({
  schedule: PestControlSchedule,
  deleted: z.enum(['soft', 'hard']).nullable(),
});
export const PatchScheduleResponse = successEnvelope(PatchScheduleData);
