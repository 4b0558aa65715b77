import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { poolAdmin, type PoolAdmin } from './admin';
import type { Database } from './db';
import { embeddedDirectory, type IdentityDirectory } from './directory';
import { createGuards } from './guard';
import { internalsOf } from './internals';
import { ensurePool, loadSigningKeys } from './pool';
import { identityProtocol } from './protocol/plugin';
import { Revocations, type RevocationListener } from './revocations';
import type { EmbeddedIdentity, SendMail } from './service';
import { cognitoTokenVerifier, embeddedTokenVerifier, type TokenVerifier } from './verify';

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
export { TokenRejected, type TokenVerifier, type VerifiedIdToken } from './verify';

/** What the web app needs to reach the pool (`GET /api/config`). */
export interface IdentityClientConfig {
  userPoolId: string;
  userPoolClientId: string;
  region: string;
  /**
   * Only for the embedded pool: where its Cognito protocol endpoint is, as a path on the page's
   * own origin. The browser reaches the pool wherever it opened the app (`localhost` or
   * `127.0.0.1`), so no cross-origin call is made; the token issuer stays `PUBLIC_URL`.
   */
  userPoolEndpoint?: string;
}

/** The settings the pool reads, under the host's environment names (README, "Sign-in"). */
export interface IdentityConfig {
  PUBLIC_URL: string;
  COGNITO_REGION: string;
  COGNITO_USER_POOL_ID?: string;
  COGNITO_CLIENT_ID?: string;
  ID_TOKEN_TTL_SECONDS: number;
  ACCESS_TOKEN_TTL_SECONDS: number;
  REFRESH_TOKEN_TTL_DAYS: number;
  IDENTITY_MFA: 'off' | 'optional' | 'required';
  IDENTITY_ADDRESS_RATE_LIMIT: number;
  IDENTITY_USER_RATE_LIMIT: number;
  IDENTITY_DEVICE_TRACKING: boolean;
  /** Development only: codes and temporary passwords the pool mails also go to the log. */
  IDENTITY_LOG_CODES: boolean;
}

interface IdentityCommon {
  /** Verifies an ID token (signature, issuer, audience, expiry, revocation). */
  verifier: TokenVerifier;
  /** Looks people up and changes name and e-mail; null when the product cannot (real Cognito). */
  directory: IdentityDirectory | null;
  clientConfig(): IdentityClientConfig;
  /**
   * The revocation hook (decision 041): `listener` hears of every revocation of sessions this
   * process makes (global sign-out, a user disabled, a password reset or role change by an
   * administrator, a refresh token revoked or replayed), once committed, so a cache of verified
   * tokens can drop that person's tokens at once. Answers the function that removes the
   * listener. A real Cognito pool revokes in AWS, out of this process's sight: nothing is heard,
   * and its tokens stay good until they expire, as Cognito's ID tokens do.
   */
  onRevoke(listener: RevocationListener): () => void;
}

export interface EmbeddedPool extends IdentityCommon {
  kind: 'embedded';
  pool: { id: string; clientId: string; region: string };
  /** The administration the product's own tools use (the admin CLI, the demo seed). */
  admin: PoolAdmin;
  /** The Cognito protocol at `/identity` and the signing keys; register it on the app. */
  protocol: (app: FastifyInstance) => Promise<void>;
}

export interface CognitoPool extends IdentityCommon {
  kind: 'cognito';
}

export type Identity = EmbeddedPool | CognitoPool;

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
