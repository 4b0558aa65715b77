import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { IdentityUserRow } from '../schema';
import { mailSecret, type EmbeddedIdentity } from '../service';

/** Six digits, from the system's secure random source. */
export const newEmailCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Codes are kept only as an HMAC keyed by their own sign-in's session. */
export const codeDigest = (sessionKey: string, code: string) =>
  createHmac('sha256', sessionKey).update(code).digest('hex');

export function codeMatches(sessionKey: string, digest: string, given: string): boolean {
  const expected = Buffer.from(digest, 'hex');
  const actual = Buffer.from(codeDigest(sessionKey, given.trim()), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** `a***@e***`, as Cognito shows where a code went. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/** Sends the sign-in code through the host's mail; what others may see of it has no code. */
export async function sendEmailCode(
  identity: EmbeddedIdentity,
  user: IdentityUserRow,
  to: string,
  code: string,
): Promise<void> {
  const orgId = Number(user.attributes['custom:orgId']);
  await mailSecret(identity, {
    orgId: Number.isSafeInteger(orgId) && orgId > 0 ? orgId : null,
    kind: 'identity.email-otp',
    to,
    subject: 'Your sign-in code',
    text: `Your authentication code is ${code}. It expires in 3 minutes.`,
    redactedText: 'A sign-in code was sent to this address. Only its recipient sees the code.',
  });
}
