import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { JobQueue, JobRunner } from '../jobs/types';
import { smtpRelay, type Relay } from './smtp';

/** One e-mail the product sends. */
interface Mail {
  /** The organisation it belongs to (its admins read it in the outbox); null for none. */
  orgId: number | null;
  /** What it is, for the outbox and the logs: 'identity.email-otp', 'identity.invitation', ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /**
   * For a mail that carries a secret (a sign-in code, a temporary password): the message
   * without it. The outbox keeps only this; the whole text goes to SMTP once, from memory, and
   * is never stored, so no one but the recipient ever reads the secret (and it is not retried).
   */
  redactedText?: string;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox, then (with SMTP_URL) relays it. `delivered` settles once the
   * relay recorded sent_at or the error; callers need not wait for it.
   */
  sendMail(mail: Mail): Promise<{ id: string; delivered: Promise<void> }>;
  /** Writes the outbox row inside the caller's transaction; relay it with `relay` after commit. */
  enqueue(tx: Transaction, mail: Mail): Promise<string>;
  relay(id: string): Promise<void>;
  /** One relay attempt for the `mail.relay` job: throws when SMTP refused (so it is retried). */
  retry(id: string): Promise<void>;
}

const MAX_ERROR_LENGTH = 1000;

/** C0 and C1 controls, DEL, and Unicode's line and paragraph separators. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * A header value as every mail keeps it (outbox and SMTP): control characters become one space,
 * so text a person typed (a device's name in an alert's subject) can never start a header line.
 */
const headerValue = (value: string) => value.replace(CONTROL_CHARACTERS, ' ').trim();
/** The job that retries a mail SMTP did not take at the first attempt. */
export const MAIL_RELAY_JOB = 'mail.relay';

/**
 * The outbox, and SMTP when configured. Every mail is kept in mail_outbox (the organisation's
 * admins can read it); SMTP happens after the row is committed, never inside a transaction, and
 * its outcome is recorded on the row.
 */
export function createMailer({
  db,
  config,
  logger,
  jobs,
  retryAfterSeconds = 30,
}: {
  db: Database;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'> & Partial<Pick<Config, 'MAIL_RELAY_ATTEMPTS'>>;
  logger: FastifyBaseLogger;
  /** With a queue, attempts after the first are jobs with backoff (MAIL_RELAY_ATTEMPTS in all). */
  jobs?: JobQueue;
  /** When the first retry may run; later ones back off from the queue's delay. */
  retryAfterSeconds?: number;
}): Mailer {
  const smtp: Relay | null = config.SMTP_URL ? smtpRelay(config.SMTP_URL, config.MAIL_FROM) : null;
  const log = logger.child({ component: 'mail' });

  const attempts = config.MAIL_RELAY_ATTEMPTS ?? 1;

  /**
   * The outbox row, and (with SMTP and a queue) the job that retries it, in one transaction: a
   * mail that was written is retried even if this process stops before the first attempt ends.
   */
  const insert = async (runner: Database | Transaction, mail: Mail): Promise<string> => {
    if (
      smtp &&
      jobs &&
      attempts > 1 &&
      mail.redactedText === undefined &&
      !('rollback' in runner)
    ) {
      return runner.transaction((tx) => insert(tx, mail));
    }
    const id = await insertRow(runner, mail);
    if (smtp && jobs && attempts > 1 && mail.redactedText === undefined) {
      await jobs.enqueue(
        runner as Transaction,
        MAIL_RELAY_JOB,
        { id },
        {
          startAfter: new Date(Date.now() + retryAfterSeconds * 1000),
          // The job's first run is the second attempt.
          retryLimit: attempts - 2,
        },
      );
    }
    return id;
  };

  const insertRow = async (runner: Database | Transaction, mail: Mail) => {
    const [row] = await runner
      .insert(mailOutbox)
      .values({
        orgId: mail.orgId,
        kind: mail.kind,
        toAddress: headerValue(mail.to),
        subject: headerValue(mail.subject),
        textBody: mail.redactedText ?? mail.text,
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('Could not write the mail to the outbox');
    return row.id;
  };

  /**
   * One attempt; records the outcome on the row and throws SMTP's refusal. `secretText`: the whole
   * text of a secret-bearing mail, which the row does not hold.
   */
  const attempt = async (id: string, secretText?: string) => {
    if (!smtp) return;
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
    if (!row || row.sentAt) return;
    try {
      await smtp.send({
        to: row.toAddress,
        subject: row.subject,
        text: secretText ?? row.textBody,
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), error: null })
        .where(eq(mailOutbox.id, id));
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(
        0,
        MAX_ERROR_LENGTH,
      );
      log.warn({ mailId: id, kind: row.kind, err: error }, 'SMTP did not take a mail');
      await db.update(mailOutbox).set({ error: message }).where(eq(mailOutbox.id, id));
      throw error;
    }
  };

  /** The first attempt, right after commit: a refusal is on the row (and retried as a job). */
  const relay = async (id: string, secretText?: string) => {
    await attempt(id, secretText).catch(() => {});
  };

  return {
    async sendMail(mail) {
      const id = await insert(db, mail);
      const delivered = relay(id, mail.redactedText === undefined ? undefined : mail.text).catch(
        (error: unknown) => log.error({ mailId: id, err: error }, 'recording a relay failed'),
      );
      return { id, delivered };
    },
    enqueue: (tx, mail) => {
      // The secret would be lost between the commit and the relay: such mail goes by sendMail.
      if (mail.redactedText !== undefined)
        throw new Error('A mail with a secret is sent with sendMail, not enqueued');
      return insert(tx, mail);
    },
    relay: (id) => relay(id),
    retry: (id) => attempt(id),
  };
}

/** The mailer's job: later attempts of a mail that SMTP refused (pg-boss backs them off). */
export async function registerMailJobs(jobs: JobRunner, mailer: Mailer): Promise<void> {
  await jobs.work<{ id: string }>(MAIL_RELAY_JOB, ({ id }) => mailer.retry(id));
}
