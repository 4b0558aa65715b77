import {
  DEFAULT_SEND_TIME,
  type CreateRecipientBody,
  type DailyEmailData,
  type EmailSchedule,
  type ListRecipientsData,
  type RecipientRecord,
  type UpdateRecipientBody,
  type UpdateEmailScheduleBody,
} from '@fm/contracts';
import { and, asc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import { assertOwnOrg, authorize } from '../../auth/authorize';
import type { Transaction } from '../../db/client';
import {
  attendanceEmailRecipients,
  attendanceEmailRuns,
  attendanceEmailSettings,
  organizations,
} from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { conflict, notFound } from '../../http/errors';
import { writeAudit } from '../audit';
import type { ServiceContext } from '../context';
import { assertLocationsExist } from '../employees/queries';
import { isoText } from '../locations/records';
import { sendDailyEmailNow } from './daily-email';

const recipientColumns = {
  id: attendanceEmailRecipients.id,
  orgId: attendanceEmailRecipients.orgId,
  email: attendanceEmailRecipients.email,
  name: attendanceEmailRecipients.name,
  locationIds: attendanceEmailRecipients.locationIds,
  isActive: attendanceEmailRecipients.isActive,
  createdBy: attendanceEmailRecipients.createdBy,
  updatedBy: attendanceEmailRecipients.updatedBy,
  createdAt: isoText(attendanceEmailRecipients.createdAt),
  updatedAt: isoText(attendanceEmailRecipients.updatedAt),
} satisfies Record<keyof RecipientRecord, unknown>;

const alreadyRecipient = (email: string) => conflict(`${email} is already a recipient`);

async function findRecipient(tx: Transaction, orgId: number, id: string) {
  const [row] = await tx
    .select(recipientColumns)
    .from(attendanceEmailRecipients)
    .where(
      and(
        eq(attendanceEmailRecipients.orgId, orgId),
        eq(attendanceEmailRecipients.id, id),
        isNull(attendanceEmailRecipients.deletedAt),
      ),
    );
  if (!row) throw notFound('Recipient');
  return row;
}

async function emailTaken(tx: Transaction, orgId: number, email: string, except?: string) {
  const [row] = await tx
    .select({ id: attendanceEmailRecipients.id })
    .from(attendanceEmailRecipients)
    .where(
      and(
        eq(attendanceEmailRecipients.orgId, orgId),
        eq(attendanceEmailRecipients.email, email),
        isNull(attendanceEmailRecipients.deletedAt),
        except ? ne(attendanceEmailRecipients.id, except) : undefined,
      ),
    );
  return row !== undefined;
}

async function scheduleOf(tx: Transaction, orgId: number): Promise<EmailSchedule> {
  const [org] = await tx
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const [settings] = await tx
    .select()
    .from(attendanceEmailSettings)
    .where(eq(attendanceEmailSettings.orgId, orgId));
  const [last] = await tx
    .select({ date: max(attendanceEmailRuns.localDate) })
    .from(attendanceEmailRuns)
    .where(eq(attendanceEmailRuns.orgId, orgId));
  return {
    sendTime: settings?.sendTime ?? DEFAULT_SEND_TIME,
    enabled: settings?.enabled ?? true,
    timeZone: org?.timeZone ?? 'Asia/Kolkata',
    lastSentDate: last?.date ?? null,
  };
}

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
      recipients: await tx
        .select(recipientColumns)
        .from(attendanceEmailRecipients)
        .where(
          and(
            eq(attendanceEmailRecipients.orgId, caller.orgId),
            isNull(attendanceEmailRecipients.deletedAt),
          ),
        )
        .orderBy(asc(attendanceEmailRecipients.name), asc(attendanceEmailRecipients.id)),
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
    await assertLocationsExist(tx, caller.orgId, body.locationIds);
    if (await emailTaken(tx, caller.orgId, body.email)) throw alreadyRecipient(body.email);
    const [row] = await tx
      .insert(attendanceEmailRecipients)
      .values({
        orgId: caller.orgId,
        email: body.email,
        name: body.name,
        locationIds: body.locationIds,
        isActive: body.isActive,
        createdBy: caller.email,
        updatedBy: caller.email,
      })
      .onConflictDoNothing()
      .returning({ id: attendanceEmailRecipients.id });
    if (!row) throw alreadyRecipient(body.email);
    const recipient = await findRecipient(tx, caller.orgId, row.id);
    await writeAudit(tx, caller, {
      action: 'recipient.created',
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
    if (body.locationIds) await assertLocationsExist(tx, caller.orgId, body.locationIds);
    if (body.email && (await emailTaken(tx, caller.orgId, body.email, id)))
      throw alreadyRecipient(body.email);
    await tx
      .update(attendanceEmailRecipients)
      .set({
        ...(body.email !== undefined && { email: body.email }),
        ...(body.name !== undefined && { name: body.name }),
        ...(body.locationIds !== undefined && { locationIds: body.locationIds }),
        ...(body.isActive !== undefined && { isActive: body.isActive }),
        updatedBy: caller.email,
        updatedAt: sql`now()`,
      })
      .where(eq(attendanceEmailRecipients.id, id));
    const after = await findRecipient(tx, caller.orgId, id);
    await writeAudit(tx, caller, {
      action: 'recipient.updated',
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
    const [row] = await tx
      .update(attendanceEmailRecipients)
      .set({
        deletedAt: sql`now()`,
        deletedBy: caller.email,
        updatedBy: caller.email,
        updatedAt: sql`now()`,
      })
      .where(eq(attendanceEmailRecipients.id, id))
      .returning({ deletedAt: isoText(attendanceEmailRecipients.deletedAt) });
    await writeAudit(tx, caller, {
      action: 'recipient.deleted',
      entityType: 'attendance-email-recipient',
      entityId: id,
    });
    return { id, deletedBy: caller.email, deletedAt: row!.deletedAt };
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
    await tx
      .insert(attendanceEmailSettings)
      .values({ orgId: caller.orgId, ...values })
      .onConflictDoUpdate({
        target: attendanceEmailSettings.orgId,
        set: { ...values, updatedAt: sql`now()` },
      });
    await writeAudit(tx, caller, {
      action: 'attendance-email.schedule-updated',
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
