import {
  dailyEmailDue,
  dailyEmailText,
  DEFAULT_SEND_TIME,
  localNow,
  type AttendanceSummary,
  type DailyEmailData,
} from '@fm/contracts';
import type { Transaction } from '../../../db/client';
import { inTenant } from '../../../db/tenant';
import { conflict } from '../../../http/errors';
import type { Platform } from '../../../platform';
import { daySummary } from '../attendance/queries';
import {
  activeRecipients,
  claimRun,
  selectEveryOrgSchedule,
  selectOrganization,
  setRunRecipients,
} from './queries';

export const DAILY_EMAIL_KIND = 'attendance.daily-summary';

interface Recipient {
  email: string;
  locationIds: number[];
}

/** The day's summary as one recipient sees it: every location, or only theirs. */
function summaryFor(summary: AttendanceSummary, locationIds: readonly number[]) {
  if (locationIds.length === 0)
    return { present: summary.present, absent: summary.absent, locations: summary.byLocation };
  const locations = summary.byLocation.filter((line) => locationIds.includes(line.locationId));
  return {
    present: locations.reduce((sum, line) => sum + line.present, 0),
    absent: locations.reduce((sum, line) => sum + line.absent, 0),
    locations,
  };
}

/**
 * Writes the day's e-mail for each recipient to the outbox inside `tx` (so it exists only if the
 * transaction commits) and answers the outbox ids; relay them after commit.
 */
async function writeDailyEmails(
  tx: Transaction,
  platform: Platform,
  org: { id: number; name: string },
  date: string,
  recipients: readonly Recipient[],
  test: boolean,
): Promise<{ mailIds: string[]; summary: AttendanceSummary }> {
  const summary = await daySummary(tx, org.id, null, date);
  const registerUrl = `${platform.config.PUBLIC_URL}/attendance?date=${date}`;
  const mailIds: string[] = [];
  for (const recipient of recipients) {
    const content = summaryFor(summary, recipient.locationIds);
    const { subject, text } = dailyEmailText({
      organizationName: org.name,
      date,
      ...content,
      registerUrl,
      test,
    });
    mailIds.push(
      await platform.mailer.enqueue(tx, {
        orgId: org.id,
        kind: DAILY_EMAIL_KIND,
        to: recipient.email,
        subject,
        text,
      }),
    );
  }
  return { mailIds, summary };
}

/** Relays outbox mail after its transaction committed (SMTP, when configured). */
async function relayAll(platform: Platform, mailIds: readonly string[]) {
  for (const id of mailIds)
    await platform.mailer
      .relay(id)
      .catch((error: unknown) =>
        platform.logger.error({ mailId: id, err: error }, 'relaying the attendance e-mail failed'),
      );
}

interface OrgSchedule {
  id: number;
  name: string;
  timeZone: string;
  sendTime: string;
  enabled: boolean;
  lastSentDate: string | null;
}

/**
 * The recurring job's work: every organisation whose local send time has come today and whose
 * e-mail has not gone gets it, once. The run row (organisation, local date) is inserted in the
 * same transaction as the mail: a second process (or a second tick) finds it and sends nothing.
 */
export async function sendDueDailyEmails(
  platform: Platform,
): Promise<{ orgId: number; date: string; sent: number }[]> {
  const now = platform.clock.now();
  const rows = await selectEveryOrgSchedule(platform.db);
  const schedules: OrgSchedule[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    timeZone: row.time_zone,
    sendTime: row.send_time ?? DEFAULT_SEND_TIME,
    enabled: row.enabled ?? true,
    lastSentDate: row.last_sent_date,
  }));
  const sent: { orgId: number; date: string; sent: number }[] = [];
  for (const org of schedules) {
    const local = localNow(now, org.timeZone);
    if (!dailyEmailDue(local, org)) continue;
    const outcome = await inTenant(platform.db, org.id, async (tx) => {
      if (!(await claimRun(tx, org.id, local.date))) return null;
      const recipients = await activeRecipients(tx, org.id);
      const { mailIds } = await writeDailyEmails(tx, platform, org, local.date, recipients, false);
      await setRunRecipients(tx, org.id, local.date, mailIds.length);
      return mailIds;
    });
    if (outcome === null) continue;
    await relayAll(platform, outcome);
    sent.push({ orgId: org.id, date: local.date, sent: outcome.length });
    platform.logger.info(
      { orgId: org.id, date: local.date, recipients: outcome.length },
      'daily attendance e-mail sent',
    );
  }
  return sent;
}

/**
 * The function call: the day's e-mail now, to every active recipient or (a test) the caller. A
 * real send takes the day's run as the schedule does, so it goes once a day whoever sends it:
 * a second one (or the schedule after it) finds the run taken.
 */
export async function sendDailyEmailNow(
  platform: Platform,
  caller: { orgId: number; email: string },
  test: boolean,
): Promise<DailyEmailData> {
  const { mailIds, date, summary, sentTo } = await inTenant(
    platform.db,
    caller.orgId,
    async (tx) => {
      const org = await selectOrganization(tx, caller.orgId);
      if (!org) throw new Error('The caller has no organisation');
      const date = localNow(platform.clock.now(), org.timeZone).date;
      if (!test && !(await claimRun(tx, org.id, date)))
        throw conflict(
          `The daily attendance e-mail for ${date} has already been sent; it goes once a day`,
        );
      const recipients = test
        ? [{ email: caller.email, locationIds: [] }]
        : await activeRecipients(tx, org.id);
      const written = await writeDailyEmails(tx, platform, org, date, recipients, test);
      if (!test) await setRunRecipients(tx, org.id, date, written.mailIds.length);
      return { ...written, date, sentTo: recipients.map((recipient) => recipient.email) };
    },
  );
  await relayAll(platform, mailIds);
  return { date, test, sentTo, mailIds, present: summary.present, absent: summary.absent };
}
