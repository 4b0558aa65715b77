import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../platform/mail/mailer';
import { embeddedDirectory, type IdentityDirectory } from './directory';
import { createGuards } from './guard';
import { ensurePool, loadSigningKeys } from './pool';
import type { EmbeddedIdentity } from './service';
import { cognitoTokenVerifier, embeddedTokenVerifier, type TokenVerifier } from './verify';

/** What the web app needs to reach the pool (`GET /api/config`). */
export interface IdentityClientConfig {
  userPoolId: string;
  userPoolClientId: string;
  region: string;
  /** Only for the embedded pool: where its Cognito protocol endpoint is. */
  userPoolEndpoint?: string;
}

interface IdentityCommon {
  verifier: TokenVerifier;
  /** Null when the product cannot administer the pool (a Cognito pool without admin access). */
  directory: IdentityDirectory | null;
  clientConfig(origin: string): IdentityClientConfig;
}

export type Identity =
  | (IdentityCommon & { kind: 'embedded'; embedded: EmbeddedIdentity })
  | (IdentityCommon & { kind: 'cognito' });

/** The issuer of the embedded pool's tokens; their keys are at `${issuer}/.well-known/jwks.json`. */
export const embeddedIssuer = (publicUrl: string, poolId: string) =>
  `${publicUrl.replace(/\/$/, '')}/identity/${poolId}`;

/**
 * The identity provider the configuration names: a real Cognito pool (COGNITO_USER_POOL_ID), or
 * the embedded pool, created on first start.
 */
export async function createIdentity({
  db,
  config,
  logger,
  mailer,
}: {
  db: Database;
  config: Config;
  logger: FastifyBaseLogger;
  /** The platform's mailer: e-mail codes and invitations go through the outbox (and SMTP). */
  mailer: Mailer;
}): Promise<Identity> {
  if (config.COGNITO_USER_POOL_ID && config.COGNITO_CLIENT_ID) {
    const userPoolId = config.COGNITO_USER_POOL_ID;
    const userPoolClientId = config.COGNITO_CLIENT_ID;
    return {
      kind: 'cognito',
      verifier: cognitoTokenVerifier(config.COGNITO_REGION, userPoolId, userPoolClientId),
      directory: null,
      clientConfig: () => ({ userPoolId, userPoolClientId, region: config.COGNITO_REGION }),
    };
  }
  const pool = await ensurePool(db, config.COGNITO_REGION);
  const keys = await loadSigningKeys(db, pool.id);
  const issuer = embeddedIssuer(config.PUBLIC_URL, pool.id);
  const verifier = embeddedTokenVerifier(db, keys, issuer, pool.clientId);
  const rateLimits = {
    perAddressPerMinute: config.IDENTITY_ADDRESS_RATE_LIMIT,
    perUserPerMinute: config.IDENTITY_USER_RATE_LIMIT,
  };
  const embedded: EmbeddedIdentity = {
    db,
    pool,
    keys,
    verifier,
    mailer,
    guards: createGuards(rateLimits),
    logger: logger.child({ component: 'identity' }),
    settings: {
      issuer,
      idTokenTtlSeconds: config.ID_TOKEN_TTL_SECONDS,
      accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      mfa: config.IDENTITY_MFA,
      rateLimits,
      deviceTracking: config.IDENTITY_DEVICE_TRACKING,
    },
  };
  return {
    kind: 'embedded',
    embedded,
    verifier,
    directory: embeddedDirectory(embedded),
    clientConfig: (origin) => ({
      userPoolId: pool.id,
      userPoolClientId: pool.clientId,
      region: pool.region,
      userPoolEndpoint: `${origin}/identity`,
    }),
  };
}
