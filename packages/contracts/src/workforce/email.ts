import type { LocalNow } from '../local-time';

/*
 * The daily attendance e-mail: when it is due, and what it says. Pure, so the server's job and
 * the tests share one reading of "today's send has come".
 */

/** Whether the day's e-mail is due: the local send time has come and today's has not gone. */
export function dailyEmailDue(
  now: LocalNow,
  schedule: { sendTime: string; enabled: boolean; lastSentDate: string | null },
): boolean {
  if (!schedule.enabled) return false;
  if (schedule.lastSentDate !== null && schedule.lastSentDate >= now.date) return false;
  return now.time.slice(0, 5) >= schedule.sendTime;
}

interface EmailLocationLine {
  locationId: number;
  locationName: string | null;
  assigned: number;
  present: number;
  absent: number;
}

export interface DailyEmailContent {
  organizationName: string;
  date: string;
  present: number;
  absent: number;
  locations: readonly EmailLocationLine[];
  registerUrl: string;
  test: boolean;
}

/** Subject and plain text of the daily attendance e-mail. */
export function dailyEmailText(content: DailyEmailContent): { subject: string; text: string } {
  const subject = `${content.test ? '[Test] ' : ''}Daily attendance, ${content.organizationName}, ${content.date}: ${content.present} present, ${content.absent} absent`;
  const lines = content.locations.map(
    (line) =>
      `- ${line.locationName ?? `Location ${line.locationId}`} (${line.locationId}): ${line.present} present, ${line.absent} absent of ${line.assigned}`,
  );
  const text = [
    content.test ? 'This is a test of the daily attendance e-mail.\n' : '',
    `Attendance on ${content.date} for ${content.organizationName}`,
    `Present: ${content.present}`,
    `Absent: ${content.absent}`,
    '',
    'By location:',
    ...(lines.length ? lines : ['(no employees assigned)']),
    '',
    `Open the register: ${content.registerUrl}`,
  ]
    .filter((line, index) => index > 0 || line !== '')
    .join('\n');
  return { subject, text };
}
