import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** One e-mail the product sends. */
export interface Mail {
  /** The organisation it belongs to (its admins can read it in the outbox); null for none. */
  orgId: number | null;
  /** What it is, for the outbox and the logs: 'identity.email-otp', 'identity.invitation', ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Writes the outbox row. Returns its id. */
  sendMail(mail: Mail, tx?: Transaction): Promise<string>;
}

/** The outbox: every e-mail is kept in mail_outbox, where the organisation's admins can read it. */
export function createMailer({ db }: { db: Database; logger: FastifyBaseLogger }): Mailer {
  return {
    async sendMail(mail, tx) {
      const [row] = await (tx ?? db)
        .insert(mailOutbox)
        .values({
          orgId: mail.orgId,
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('Could not write the mail to the outbox');
      return row.id;
    },
  };
}
