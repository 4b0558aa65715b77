import type { FastifyBaseLogger } from 'fastify';
import { poolAdmin } from './admin';
import type { Database } from './db';
import { embeddedDirectory } from './directory';
import { createGuards } from './guard';
import { internalsOf } from './internals';
import { ensurePool, loadSigningKeys } from './pool';
import { identityProtocol } from './protocol/plugin';
import type { EmbeddedPool, Identity, IdentityConfig } from './public-types';
import { Revocations } from './revocations';
import type { EmbeddedIdentity, SendMail } from './service';
import { cognitoTokenVerifier, embeddedTokenVerifier } from './verify';

/*
 * The identity provider behind the product: a real Cognito user pool, or the embedded pool that
 * speaks Cognito's protocol. This file is the package's whole public face (decision 018).
 */

export type { Database, Transaction } from './db';
export {
  EmailCodeRejected,
  EMAIL_CODE_ATTEMPTS,
  EMAIL_CODE_TTL_MS,
  type DirectoryUser,
  type IdentityDirectory,
} from './directory';
export { UnknownUserError, type NewPoolUser, type PoolAdmin, type PoolRole } from './admin';
export { CognitoError } from './errors';
export { ROLE_GROUPS } from './pool';
export type { RevocationListener, RevokedSessions } from './revocations';
export type { IdentityMail, SendMail } from './service';
export type {
  CognitoPool,
  EmbeddedPool,
  Identity,
  IdentityClientConfig,
  IdentityConfig,
} from './public-types';
export { TokenRejected, type TokenVerifier, type VerifiedIdToken } from './verify';

/** The issuer of the embedded pool's tokens; their keys are at `${issuer}/.well-known/jwks.json`. */
export const embeddedIssuer = (publicUrl: string, poolId: string) =>
  `${publicUrl.replace(/\/$/, '')}/identity/${poolId}`;

/**
 * The identity provider the configuration names: a real Cognito pool (COGNITO_USER_POOL_ID), or
 * the embedded pool, created on first start in the host's database (its tables: `./schema`).
 */
export async function createIdentity({
  db,
  config,
  logger,
  sendMail,
}: {
  db: Database;
  config: IdentityConfig;
  logger: FastifyBaseLogger;
  /** The host's mail: e-mail codes and invitations go out through it. */
  sendMail: SendMail;
}): Promise<Identity> {
  if (config.COGNITO_USER_POOL_ID && config.COGNITO_CLIENT_ID) {
    const userPoolId = config.COGNITO_USER_POOL_ID;
    const userPoolClientId = config.COGNITO_CLIENT_ID;
    return {
      kind: 'cognito',
      verifier: cognitoTokenVerifier(config.COGNITO_REGION, userPoolId, userPoolClientId),
      directory: null,
      clientConfig: () => ({ userPoolId, userPoolClientId, region: config.COGNITO_REGION }),
      onRevoke: () => () => {},
    };
  }
  const pool = await ensurePool(db, config.COGNITO_REGION);
  const keys = await loadSigningKeys(db, pool.id);
  const issuer = embeddedIssuer(config.PUBLIC_URL, pool.id);
  const verifier = embeddedTokenVerifier(db, keys, issuer, pool.clientId);
  const identityLogger = logger.child({ component: 'identity' });
  const revocations = new Revocations((error) =>
    identityLogger.error({ err: error }, 'a revocation listener failed'),
  );
  revocations.on(({ sessionIds }) => verifier.forgetSessions(sessionIds));
  const rateLimits = {
    perAddressPerMinute: config.IDENTITY_ADDRESS_RATE_LIMIT,
    perUserPerMinute: config.IDENTITY_USER_RATE_LIMIT,
  };
  const embedded: EmbeddedIdentity = {
    db,
    pool,
    keys,
    verifier,
    revocations,
    sendMail,
    guards: createGuards(rateLimits),
    logger: identityLogger,
    settings: {
      issuer,
      idTokenTtlSeconds: config.ID_TOKEN_TTL_SECONDS,
      accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      mfa: config.IDENTITY_MFA,
      rateLimits,
      deviceTracking: config.IDENTITY_DEVICE_TRACKING,
      logSecrets: config.IDENTITY_LOG_CODES,
      webAuthn: {
        rpId: config.IDENTITY_WEBAUTHN_RP_ID ?? new URL(config.PUBLIC_URL).hostname,
        rpName: 'Facility Console',
      },
    },
  };
  const identity: EmbeddedPool = {
    kind: 'embedded',
    pool: { id: pool.id, clientId: pool.clientId, region: pool.region },
    verifier,
    directory: embeddedDirectory(embedded),
    admin: poolAdmin(embedded),
    protocol: (app) => identityProtocol(app, { identity: embedded }),
    onRevoke: (listener) => revocations.on(listener),
    clientConfig: () => ({
      userPoolId: pool.id,
      userPoolClientId: pool.clientId,
      region: pool.region,
      userPoolEndpoint: '/identity',
    }),
  };
  internalsOf.set(identity, embedded);
  return identity;
}
