import { DEFAULT_SEND_TIME, type EmailSchedule, type RecipientRecord } from '@fm/contracts';
import { and, asc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  attendanceEmailRecipients,
  attendanceEmailRuns,
  attendanceEmailSettings,
  organizations,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { orgTimeZone } from '../../shared/org-time';
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
  const timeZone = await orgTimeZone(tx, orgId);
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
    timeZone,
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

/** The organisation's active recipients (not deleted, switched on). */
export const activeRecipients = (tx: Transaction, orgId: number) =>
  tx
    .select({
      email: attendanceEmailRecipients.email,
      locationIds: attendanceEmailRecipients.locationIds,
    })
    .from(attendanceEmailRecipients)
    .where(
      and(
        eq(attendanceEmailRecipients.orgId, orgId),
        eq(attendanceEmailRecipients.isActive, true),
        isNull(attendanceEmailRecipients.deletedAt),
      ),
    )
    .orderBy(attendanceEmailRecipients.email);

/**
 * Every organisation's daily e-mail settings, across organisations (the owner's connection, not a
 * tenant transaction: the schedule walks them all); unset settings come back null.
 */
export async function selectEveryOrgSchedule(db: Database) {
  const result = await db.execute<{
    id: number;
    name: string;
    time_zone: string;
    send_time: string | null;
    enabled: boolean | null;
    last_sent_date: string | null;
  }>(sql`
    select o.id, o.name, o.time_zone, s.send_time, s.enabled,
      (select to_char(max(r.local_date), 'YYYY-MM-DD') from attendance_email_runs r
        where r.org_id = o.id) as last_sent_date
    from organizations o
    left join attendance_email_settings s on s.org_id = o.id
    order by o.id`);
  return result.rows;
}

/**
 * Takes the organisation's run of that local date: false when it is taken already (another
 * process or tick sent that day's e-mail). The row commits with the mail, or not at all.
 */
export async function claimRun(tx: Transaction, orgId: number, localDate: string) {
  const [run] = await tx
    .insert(attendanceEmailRuns)
    .values({ orgId, localDate })
    .onConflictDoNothing()
    .returning({ orgId: attendanceEmailRuns.orgId });
  return run !== undefined;
}

export async function setRunRecipients(
  tx: Transaction,
  orgId: number,
  localDate: string,
  recipients: number,
) {
  await tx
    .update(attendanceEmailRuns)
    .set({ recipients })
    .where(and(eq(attendanceEmailRuns.orgId, orgId), eq(attendanceEmailRuns.localDate, localDate)));
}

/** The organisation's name and time zone; undefined when there is none. */
export async function selectOrganization(tx: Transaction, orgId: number) {
  const [org] = await tx
    .select({ id: organizations.id, name: organizations.name, timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org;
}
