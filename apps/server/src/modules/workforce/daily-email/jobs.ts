import type { Platform } from '../../../platform';
import { sendDueDailyEmails } from './daily-email';

/** The recurring check for organisations whose daily attendance e-mail is due. */
export const DAILY_EMAIL_JOB = 'attendance.daily-email';

/**
 * Every minute, one process (pg-boss runs each cron tick once across processes) sends the
 * e-mail of every organisation whose local send time has come today and whose e-mail has not
 * gone; the run row per organisation and local date makes each send happen once even if two
 * ticks or two processes overlap.
 */
export async function registerDailyEmailJobs(platform: Platform): Promise<void> {
  await platform.jobs.work(DAILY_EMAIL_JOB, async () => {
    await sendDueDailyEmails(platform);
  });
  await platform.jobs.schedule(DAILY_EMAIL_JOB, '* * * * *');
}
