import { DEFAULT_SEND_TIME, type EmailSchedule, type RecipientRecord } from '@fm/contracts';
import { and, asc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  attendanceEmailRecipients,
  attendanceEmailRuns,
  attendanceEmailSettings,
  organizations,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { isoText } from '../locations/records';

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

/** A recipient not deleted, as the API sends it; 404 otherwise. */
export async function findRecipient(tx: Transaction, orgId: number, id: string) {
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

/** Whether a recipient not deleted (other than `except`) has this address. */
export async function emailTaken(tx: Transaction, orgId: number, email: string, except?: string) {
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

/** The organisation's daily e-mail schedule, with the defaults for what it never set. */
export async function scheduleOf(tx: Transaction, orgId: number): Promise<EmailSchedule> {
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

/** The recipients not deleted, by name. */
export function selectRecipients(tx: Transaction, orgId: number) {
  return tx
    .select(recipientColumns)
    .from(attendanceEmailRecipients)
    .where(
      and(eq(attendanceEmailRecipients.orgId, orgId), isNull(attendanceEmailRecipients.deletedAt)),
    )
    .orderBy(asc(attendanceEmailRecipients.name), asc(attendanceEmailRecipients.id));
}

/** Adds a recipient; undefined when the address is already one (the unique index). */
export async function insertRecipient(
  tx: Transaction,
  values: typeof attendanceEmailRecipients.$inferInsert,
): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .insert(attendanceEmailRecipients)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: attendanceEmailRecipients.id });
  return row;
}

/** Writes the changes to a recipient, its `updatedAt` the database's time. */
export async function updateRecipientRow(
  tx: Transaction,
  id: string,
  set: Partial<typeof attendanceEmailRecipients.$inferInsert>,
): Promise<void> {
  await tx
    .update(attendanceEmailRecipients)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(attendanceEmailRecipients.id, id));
}

/** Soft deletion: the row stays, marked; answers when (ISO text). */
export async function softDeleteRecipient(
  tx: Transaction,
  id: string,
  by: string,
): Promise<string> {
  const [row] = await tx
    .update(attendanceEmailRecipients)
    .set({ deletedAt: sql`now()`, deletedBy: by, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(attendanceEmailRecipients.id, id))
    .returning({ deletedAt: isoText(attendanceEmailRecipients.deletedAt) });
  return row!.deletedAt;
}

/** Stores the organisation's schedule, creating its settings row on the first save. */
export async function upsertSchedule(
  tx: Transaction,
  orgId: number,
  values: { sendTime: string; enabled: boolean; updatedBy: string },
): Promise<void> {
  await tx
    .insert(attendanceEmailSettings)
    .values({ orgId, ...values })
    .onConflictDoUpdate({
      target: attendanceEmailSettings.orgId,
      set: { ...values, updatedAt: sql`now()` },
    });
}
