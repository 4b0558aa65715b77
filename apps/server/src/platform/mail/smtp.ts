import nodemailer from 'nodemailer';

export interface Relay {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/**
 * SMTP through nodemailer, from SMTP_URL (smtp:// or smtps://, user and password in the URL).
 * Short timeouts: a stuck server must not hold sign-ins that wait for their code.
 */
export function smtpRelay(url: string, from: string): Relay {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
