import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db';
import type { Guards, RateLimits } from './guard';
import type { PoolInfo, SigningKeys } from './pool';
import type { TokenSettings } from './tokens';
import type { Revocations } from './revocations';
import type { TokenVerifier } from './verify';

export interface IdentitySettings extends TokenSettings {
  /** Pool-wide multi-factor setting (Cognito's MfaConfiguration). */
  mfa: 'off' | 'optional' | 'required';
  rateLimits: RateLimits;
  /** Whether sign-ins hand out NewDeviceMetadata (ConfirmDevice works either way). */
  deviceTracking: boolean;
  /** Development only: every secret the pool mails is also written to the log. */
  logSecrets: boolean;
  /** Passkeys: the relying party (its id is a domain; pages at it or below it may use them). */
  webAuthn: { rpId: string; rpName: string };
}

/**
 * One e-mail the pool sends: a sign-in code, an e-mail verification code or an invitation with
 * a temporary password. The host delivers it (its outbox, SMTP); the pool knows no mail system.
 */
export interface IdentityMail {
  /** The organisation the recipient belongs to (`custom:orgId`), null for none. */
  orgId: number | null;
  kind: 'identity.email-otp' | 'identity.email-verification' | 'identity.invitation';
  to: string;
  subject: string;
  /** The whole message, secret included: for the recipient only. */
  text: string;
  /** The same message with its secret left out: what may be kept and shown to others. */
  redactedText: string;
}

export type SendMail = (mail: IdentityMail) => Promise<void>;

/** Everything the embedded pool's operations work with. */
export interface EmbeddedIdentity {
  db: Database;
  pool: PoolInfo;
  keys: SigningKeys;
  settings: IdentitySettings;
  verifier: TokenVerifier;
  /** Every revocation of sessions is announced here once committed (the verifier listens). */
  revocations: Revocations;
  /** E-mail codes and invitations go out through the host's mail. */
  sendMail: SendMail;
  /** Burst limits and the lockout of unknown names, in this process's memory. */
  guards: Guards;
  logger: FastifyBaseLogger;
}

/** Hands a secret-bearing mail to the host, and (development switch) to the log. */
export async function mailSecret(identity: EmbeddedIdentity, mail: IdentityMail): Promise<void> {
  if (identity.settings.logSecrets)
    identity.logger.warn(
      { to: mail.to, kind: mail.kind },
      `IDENTITY_LOG_CODES (development): ${mail.text}`,
    );
  await identity.sendMail(mail);
}
