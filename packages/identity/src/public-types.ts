import type { FastifyInstance } from 'fastify';
import type { PoolAdmin } from './admin';
import type { IdentityDirectory } from './directory';
import type { RevocationListener } from './revocations';
import type { TokenVerifier } from './verify';

/*
 * The package's public types, apart from its index so that the index and its internals
 * (`./internals`, keyed by the public pool) both import them without importing each other.
 */

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
  /** The passkeys' relying party id; PUBLIC_URL's host when unset. */
  IDENTITY_WEBAUTHN_RP_ID?: string | undefined;
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
