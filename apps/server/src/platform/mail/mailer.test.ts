import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { mailOutbox } from '../../db/schema';
import { createMailer } from './mailer';

interface Received {
  to: string[];
  data: string;
}

describe('the mailer: the outbox, and SMTP when configured', () => {
  let ctx: TestContext;
  let smtp: SMTPServer;
  let smtpUrl: string;
  const received: Received[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    // A real SMTP server (the smtp-server package) on a free local port.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('bounce')) callback(new Error('No such mailbox'));
        else callback();
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
    await ctx.close();
  });

  const logger = pino({ level: 'silent' });
  const mail = (to: string) => ({
    orgId: ctx.seed.demoOrgId,
    kind: 'test.notice',
    to,
    subject: 'Branch inspection',
    text: 'The inspection of Branch 12 is due on Monday.',
  });
  const row = async (id: string) =>
    (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  it('keeps the mail in the outbox only when no SMTP server is configured', async () => {
    const mailer = createMailer({
      db: ctx.db,
      config: { MAIL_FROM: 'Console <no-reply@localhost>' },
      logger,
    });
    const { id, delivered } = await mailer.sendMail(mail('nobody-relays@demo.example'));
    await delivered;
    expect(await row(id)).toMatchObject({
      orgId: ctx.seed.demoOrgId,
      kind: 'test.notice',
      toAddress: 'nobody-relays@demo.example',
      sentAt: null,
      error: null,
    });
  });

  it('relays through SMTP after writing the outbox, and records when it was sent', async () => {
    const mailer = createMailer({
      db: ctx.db,
      config: { SMTP_URL: smtpUrl, MAIL_FROM: 'Console <no-reply@console.example>' },
      logger,
    });
    const { id, delivered } = await mailer.sendMail(mail('ops@demo.example'));
    await delivered;
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
    const message = received.find((m) => m.to.includes('ops@demo.example'));
    expect(message?.data).toContain('Subject: Branch inspection');
    expect(message?.data).toContain('From: Console <no-reply@console.example>');
    expect(message?.data).toContain('The inspection of Branch 12 is due on Monday.');
  });

  it('strips control characters (CR, LF, tab, NUL, line separators) from every header value', async () => {
    const mailer = createMailer({
      db: ctx.db,
      config: { SMTP_URL: smtpUrl, MAIL_FROM: 'Console <no-reply@console.example>' },
      logger,
    });
    const { id, delivered } = await mailer.sendMail({
      ...mail('headers@demo.example\r\n'),
      subject: 'Critical: Sensor\r\nBcc: victim@evil.example\n\tX-Injected: 1\u0000\u2028end',
    });
    await delivered;
    expect(await row(id)).toMatchObject({
      toAddress: 'headers@demo.example',
      subject: 'Critical: Sensor Bcc: victim@evil.example X-Injected: 1 end',
    });
    const message = received.find((m) => m.to.includes('headers@demo.example'))!;
    expect(message.to).toEqual(['headers@demo.example']);
    const headers = message.data.split('\r\n\r\n')[0]!.split('\r\n');
    expect(headers.filter((line) => /^(bcc|x-injected):/i.test(line))).toEqual([]);
  });

  it("records SMTP's refusal on the row instead of failing the caller", async () => {
    const mailer = createMailer({
      db: ctx.db,
      config: { SMTP_URL: smtpUrl, MAIL_FROM: 'x@y.example' },
      logger,
    });
    const { id, delivered } = await mailer.sendMail(mail('bounce@demo.example'));
    await delivered;
    const refused = await row(id);
    expect(refused.sentAt).toBeNull();
    expect(refused.error).toMatch(/No such mailbox/);
  });

  it('writes inside a transaction and relays only after the commit', async () => {
    const mailer = createMailer({
      db: ctx.db,
      config: { SMTP_URL: smtpUrl, MAIL_FROM: 'x@y.example' },
      logger,
    });
    const id = await ctx.db.transaction((tx) =>
      mailer.enqueue(tx, mail('after-commit@demo.example')),
    );
    expect(received.some((m) => m.to.includes('after-commit@demo.example'))).toBe(false);
    await mailer.relay(id);
    expect(received.some((m) => m.to.includes('after-commit@demo.example'))).toBe(true);
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
    await expect(
      ctx.db.transaction(async (tx) => {
        await mailer.enqueue(tx, mail('rolled-back@demo.example'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const left = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'rolled-back@demo.example'));
    expect(left).toEqual([]);
  });

  it('keeps a secret out of the outbox: the row holds the redacted text, SMTP gets the whole', async () => {
    const mailer = createMailer({
      db: ctx.db,
      config: { SMTP_URL: smtpUrl, MAIL_FROM: 'x@y.example' },
      logger,
    });
    const { id, delivered } = await mailer.sendMail({
      ...mail('secret@demo.example'),
      kind: 'identity.email-otp',
      text: 'Your authentication code is 482913. It expires in 3 minutes.',
      redactedText: 'A sign-in code was sent to this address.',
    });
    await delivered;
    expect(await row(id)).toMatchObject({
      textBody: 'A sign-in code was sent to this address.',
    });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
    const message = received.find((m) => m.to.includes('secret@demo.example'));
    expect(message?.data).toContain('482913');
    await expect(
      ctx.db.transaction((tx) =>
        mailer.enqueue(tx, { ...mail('x@demo.example'), redactedText: 'no secret here' }),
      ),
    ).rejects.toThrow('A mail with a secret is sent with sendMail');
  });
});
