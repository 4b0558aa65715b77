import { z } from 'zod';
import { IsoDateTime, OrgId, OrgNumber, text } from '../common';
import { requestExamples, successEnvelope } from '../envelope';
import { INVALID_EMAIL_MESSAGE } from '../texts';
import { LocationNumbers, PersonText } from './employee';

/*
 * Who receives the daily attendance e-mail (spec sections 3 "Attendance e-mail recipient" and 7):
 * an address (unique in the organisation among recipients not deleted), a name, and optionally
 * the locations they care about (none: every location). Deletion is soft.
 */

const RECIPIENT_LIMITS = { name: 120, email: 254 } as const;

const RecipientEmail = text({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(RECIPIENT_LIMITS.email, `Email must be at most ${RECIPIENT_LIMITS.email} characters`)
  .pipe(z.email(INVALID_EMAIL_MESSAGE));

const RecipientName = text({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(RECIPIENT_LIMITS.name, `Name must be at most ${RECIPIENT_LIMITS.name} characters`);

export const RecipientRecord = z.object({
  id: z.uuid(),
  orgId: OrgNumber,
  email: z.string(),
  name: z.string(),
  locationIds: z.array(z.number().int()),
  isActive: z.boolean(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type RecipientRecord = z.infer<typeof RecipientRecord>;

/** The daily send: the organisation's local time and whether it is on. */
export const EmailSchedule = z.object({
  sendTime: z.string(),
  timeZone: z.string(),
  enabled: z.boolean(),
  /** The last local date the daily e-mail went out, or null. */
  lastSentDate: z.string().nullable(),
});
export type EmailSchedule = z.infer<typeof EmailSchedule>;

/** `POST /functions/attendance-email-recipients-list` with `{orgId}`. */
export const ListRecipientsBody = z
  .strictObject({ orgId: OrgId })
  .meta(requestExamples({ orgId: 1 }));
export type ListRecipientsBody = z.infer<typeof ListRecipientsBody>;

export const ListRecipientsData = z.object({
  recipients: z.array(RecipientRecord),
  schedule: EmailSchedule,
});
export type ListRecipientsData = z.infer<typeof ListRecipientsData>;
export const ListRecipientsResponse = successEnvelope(ListRecipientsData);

export const CreateRecipientBody = z
  .strictObject({
    email: RecipientEmail,
    name: RecipientName,
    locationIds: LocationNumbers.default([]),
    isActive: z.boolean().default(true),
    orgId: OrgId.optional(),
    createdBy: PersonText.optional(),
  })
  .meta(
    requestExamples({
      email: 'ops.lead@lotusbank.example',
      name: 'Operations Lead',
      locationIds: [1001],
      isActive: true,
      orgId: 1,
      createdBy: 'admin@demo.example',
    }),
  );
export type CreateRecipientBody = z.infer<typeof CreateRecipientBody>;

export const UpdateRecipientBody = z
  .strictObject({
    email: RecipientEmail.optional(),
    name: RecipientName.optional(),
    locationIds: LocationNumbers.optional(),
    isActive: z.boolean().optional(),
    orgId: OrgId.optional(),
    updatedBy: PersonText.optional(),
  })
  .meta(requestExamples({ isActive: false, orgId: 1, updatedBy: 'admin@demo.example' }));
export type UpdateRecipientBody = z.infer<typeof UpdateRecipientBody>;

export const DeleteRecipientBody = z
  .strictObject({
    orgId: OrgId.optional(),
    deletedBy: PersonText.optional(),
    deletedAt: IsoDateTime.optional(),
  })
  .meta(
    requestExamples({
      orgId: 1,
      deletedBy: 'admin@demo.example',
      deletedAt: '2026-11-24T09:00:00.000Z',
    }),
  );
export type DeleteRecipientBody = z.infer<typeof DeleteRecipientBody>;

export const RecipientParams = z.object({ id: z.uuid() });
export type RecipientParams = z.infer<typeof RecipientParams>;

export const RecipientData = z.object({ recipient: RecipientRecord });
export const RecipientResponse = successEnvelope(RecipientData);

export const DeletedRecipientData = z.object({
  id: z.uuid(),
  deletedBy: z.string(),
  deletedAt: IsoDateTime,
});
export const DeletedRecipientResponse = successEnvelope(DeletedRecipientData);

/** `PUT /attendance-email-schedule`: the local time of the daily e-mail, and on or off. */
export const UpdateEmailScheduleBody = z
  .strictObject({
    sendTime: text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM (24-hour)'),
    enabled: z.boolean().default(true),
    orgId: OrgId.optional(),
  })
  .meta(requestExamples({ sendTime: '18:00', enabled: true, orgId: 1 }));
export type UpdateEmailScheduleBody = z.infer<typeof UpdateEmailScheduleBody>;
export const EmailScheduleData = z.object({ schedule: EmailSchedule });
export const EmailScheduleResponse = successEnvelope(EmailScheduleData);

/** The daily e-mail's default local send time. */
export const DEFAULT_SEND_TIME = '18:00';

/** `POST /functions/daily-attendance-email`: now; a test goes to the caller only. */
export const DailyEmailBody = z
  .strictObject({
    orgId: OrgId,
    testTrigger: z.boolean().default(false),
    triggeredAt: IsoDateTime.optional(),
  })
  .meta(requestExamples({ orgId: 1, testTrigger: true, triggeredAt: '2026-11-24T09:00:00.000Z' }));
export type DailyEmailBody = z.infer<typeof DailyEmailBody>;

export const DailyEmailData = z.object({
  date: z.string(),
  test: z.boolean(),
  /** Where it went. */
  sentTo: z.array(z.string()),
  mailIds: z.array(z.uuid()),
  present: z.number().int(),
  absent: z.number().int(),
});
export type DailyEmailData = z.infer<typeof DailyEmailData>;
export const DailyEmailResponse = successEnvelope(DailyEmailData);
