import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Mailer } from '../platform/mail/mailer';
import type { Guards, RateLimits } from './guard';
import type { PoolInfo, SigningKeys } from './pool';
import type { TokenSettings } from './tokens';
import type { TokenVerifier } from './verify';

export interface IdentitySettings extends TokenSettings {
  /** Pool-wide multi-factor setting (Cognito's MfaConfiguration). */
  mfa: 'off' | 'optional' | 'required';
  rateLimits: RateLimits;
  /** Whether sign-ins hand out NewDeviceMetadata (ConfirmDevice works either way). */
  deviceTracking: boolean;
}

/** Everything the embedded pool's operations work with. */
export interface EmbeddedIdentity {
  db: Database;
  pool: PoolInfo;
  keys: SigningKeys;
  settings: IdentitySettings;
  verifier: TokenVerifier;
  /** E-mail codes and invitations go out through the outbox. */
  mailer: Mailer;
  /** Burst limits and the lockout of unknown names, in this process's memory. */
  guards: Guards;
  logger: FastifyBaseLogger;
}
