import {
  type CreateRecipientBody,
  type DailyEmailData,
  type EmailSchedule,
  type ListRecipientsData,
  type RecipientRecord,
  type UpdateRecipientBody,
  type UpdateEmailScheduleBody,
} from '@fm/contracts';
import { assertOwnOrg, authorize } from '../../../auth/authorize';
import { inTenant } from '../../../db/tenant';
import { conflict } from '../../../http/errors';
import { writeAudit } from '../../../shared/audit';
import { resolveLocations } from '../../../shared/location-lookup';
import type { ServiceContext } from '../../../shared/service-context';
import { sendDailyEmailNow } from './daily-email';
import {
  emailTaken,
  findRecipient,
  insertRecipient,
  scheduleOf,
  selectRecipients,
  softDeleteRecipient,
  updateRecipientRow,
  upsertSchedule,
} from './queries';

const alreadyRecipient = (email: string) => conflict(`${email} is already a recipient`);

/** The attendance-email-recipients-list function: recipients not deleted, and the schedule. */
export async function listRecipients(
  { db, caller }: ServiceContext,
  orgId: number,
): Promise<ListRecipientsData> {
  authorize(caller, 'recipients:manage');
  assertOwnOrg(caller, orgId);
  return inTenant(
    db,
    caller.orgId,
    async (tx) => ({
      recipients: await selectRecipients(tx, caller.orgId),
      schedule: await scheduleOf(tx, caller.orgId),
    }),
    { readOnly: true },
  );
}

export async function createRecipient(
  { db, caller }: ServiceContext,
  body: CreateRecipientBody,
): Promise<RecipientRecord> {
  authorize(caller, 'recipients:manage');
  assertOwnOrg(caller, body.orgId);
  return inTenant(db, caller.orgId, async (tx) => {
    await resolveLocations(tx, caller.orgId, body.locationIds);
    if (await emailTaken(tx, caller.orgId, body.email)) throw alreadyRecipient(body.email);
    const row = await insertRecipient(tx, {
      orgId: caller.orgId,
      email: body.email,
      name: body.name,
      locationIds: body.locationIds,
      isActive: body.isActive,
      createdBy: caller.email,
      updatedBy: caller.email,
    });
    if (!row) throw alreadyRecipient(body.email);
    const recipient = await findRecipient(tx, caller.orgId, row.id);
    await writeAudit(tx, caller, {
      action: 'workforce.email-recipient.created',
      entityType: 'attendance-email-recipient',
      entityId: row.id,
      changes: { recipient },
    });
    return recipient;
  });
}

export async function updateRecipient(
  { db, caller }: ServiceContext,
  id: string,
  body: UpdateRecipientBody,
): Promise<RecipientRecord> {
  authorize(caller, 'recipients:manage');
  assertOwnOrg(caller, body.orgId, 'Recipient');
  return inTenant(db, caller.orgId, async (tx) => {
    const before = await findRecipient(tx, caller.orgId, id);
    if (body.locationIds) await resolveLocations(tx, caller.orgId, body.locationIds);
    if (body.email && (await emailTaken(tx, caller.orgId, body.email, id)))
      throw alreadyRecipient(body.email);
    await updateRecipientRow(tx, id, {
      ...(body.email !== undefined && { email: body.email }),
      ...(body.name !== undefined && { name: body.name }),
      ...(body.locationIds !== undefined && { locationIds: body.locationIds }),
      ...(body.isActive !== undefined && { isActive: body.isActive }),
      updatedBy: caller.email,
    });
    const after = await findRecipient(tx, caller.orgId, id);
    await writeAudit(tx, caller, {
      action: 'workforce.email-recipient.updated',
      entityType: 'attendance-email-recipient',
      entityId: id,
      changes: { before, after },
    });
    return after;
  });
}

/** Soft deletion: the row stays with deletedBy and deletedAt, and leaves every list. */
export async function deleteRecipient(
  { db, caller }: ServiceContext,
  id: string,
  orgId?: number,
): Promise<{ id: string; deletedBy: string; deletedAt: string }> {
  authorize(caller, 'recipients:manage');
  assertOwnOrg(caller, orgId, 'Recipient');
  return inTenant(db, caller.orgId, async (tx) => {
    await findRecipient(tx, caller.orgId, id);
    const deletedAt = await softDeleteRecipient(tx, id, caller.email);
    await writeAudit(tx, caller, {
      action: 'workforce.email-recipient.deleted',
      entityType: 'attendance-email-recipient',
      entityId: id,
    });
    return { id, deletedBy: caller.email, deletedAt };
  });
}

export async function updateSchedule(
  { db, caller }: ServiceContext,
  body: UpdateEmailScheduleBody,
): Promise<EmailSchedule> {
  authorize(caller, 'recipients:manage');
  assertOwnOrg(caller, body.orgId);
  return inTenant(db, caller.orgId, async (tx) => {
    const values = { sendTime: body.sendTime, enabled: body.enabled, updatedBy: caller.email };
    await upsertSchedule(tx, caller.orgId, values);
    await writeAudit(tx, caller, {
      action: 'workforce.email-schedule.updated',
      entityType: 'attendance-email-schedule',
      entityId: String(caller.orgId),
      changes: values,
    });
    return scheduleOf(tx, caller.orgId);
  });
}

/** The daily-attendance-email function: now, to every active recipient or (a test) the caller. */
export async function dailyEmailFunction(
  { caller, platform }: ServiceContext,
  orgId: number,
  testTrigger: boolean,
): Promise<DailyEmailData> {
  authorize(caller, 'recipients:manage');
  assertOwnOrg(caller, orgId);
  return sendDailyEmailNow(platform, caller, testTrigger);
}
