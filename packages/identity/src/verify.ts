import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Database } from './db';
import { identitySessions, identityUsers } from './schema';
import type { SigningKeys } from './pool';

/** What the API learns from a verified ID token. */
export interface VerifiedIdToken {
  sub: string;
  email: string;
  groups: string[];
  claims: JWTPayload & Record<string, unknown>;
}

export class TokenRejected extends Error {
  override name = 'TokenRejected';
}

export interface TokenVerifier {
  verifyIdToken(token: string): Promise<VerifiedIdToken>;
}

/** The embedded pool's verifier, with the session cache its revocations clear. */
export interface EmbeddedTokenVerifier extends TokenVerifier {
  /** Called on every revocation this process makes, so its cache never lets them through. */
  forgetSessions(sessionIds: string[]): void;
}

/** Expiry is checked with the spec's tolerance for clock drift (5 s). */
const CLOCK_TOLERANCE_S = 5;
/** A live session is re-checked after this long; revocations in this process apply at once. */
const SESSION_CACHE_MS = 5_000;

function readIdentity(payload: JWTPayload & Record<string, unknown>): VerifiedIdToken {
  if (payload.token_use !== 'id') throw new TokenRejected('not an ID token');
  if (typeof payload.sub !== 'string') throw new TokenRejected('no subject');
  const groups = Array.isArray(payload['cognito:groups'])
    ? payload['cognito:groups'].filter((group): group is string => typeof group === 'string')
    : [];
  return {
    sub: payload.sub,
    email: typeof payload.email === 'string' ? payload.email : '',
    groups,
    claims: payload,
  };
}

async function verifySignature(
  token: string,
  keys: JWTVerifyGetKey,
  issuer: string,
  audience: string,
) {
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      audience,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    return payload as JWTPayload & Record<string, unknown>;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new TokenRejected('expired');
    if (error instanceof errors.JOSEError) throw new TokenRejected(error.code);
    throw new TokenRejected('unreadable');
  }
}

/**
 * Verifies tokens of the embedded pool: signature against its keys, issuer, audience (the app
 * client), expiry, `token_use`, and that the sign-in (`origin_jti`) is not revoked and its user
 * not disabled.
 */
export function embeddedTokenVerifier(
  db: Database,
  keys: SigningKeys,
  issuer: string,
  clientId: string,
): EmbeddedTokenVerifier {
  const sessions = new Map<string, { live: boolean; checkedAt: number }>();
  const keyFor: JWTVerifyGetKey = async (header) => {
    const key = header.kid ? keys.publicKeys.get(header.kid) : undefined;
    if (!key) throw new TokenRejected('unknown signing key');
    return key;
  };

  const sessionIsLive = async (sessionId: string) => {
    const cached = sessions.get(sessionId);
    if (cached && (!cached.live || Date.now() - cached.checkedAt < SESSION_CACHE_MS))
      return cached.live;
    const [row] = await db
      .select({
        revokedAt: identitySessions.revokedAt,
        expiresAt: identitySessions.expiresAt,
        enabled: identityUsers.enabled,
      })
      .from(identitySessions)
      .innerJoin(identityUsers, eq(identityUsers.id, identitySessions.userId))
      .where(eq(identitySessions.id, sessionId))
      .limit(1);
    const live = !!row && row.revokedAt === null && row.enabled && row.expiresAt > new Date();
    if (sessions.size > 10_000) sessions.clear();
    sessions.set(sessionId, { live, checkedAt: Date.now() });
    return live;
  };

  return {
    async verifyIdToken(token) {
      const payload = await verifySignature(token, keyFor, issuer, clientId);
      const identity = readIdentity(payload);
      const sessionId = payload.origin_jti;
      if (typeof sessionId !== 'string' || !(await sessionIsLive(sessionId)))
        throw new TokenRejected('revoked');
      return identity;
    },
    forgetSessions(sessionIds) {
      for (const id of sessionIds) sessions.set(id, { live: false, checkedAt: Date.now() });
    },
  };
}

/** Verifies tokens of a real Cognito user pool against its published keys. */
export function cognitoTokenVerifier(
  region: string,
  poolId: string,
  clientId: string,
): TokenVerifier {
  const issuer = `https://cognito-idp.${region}.amazonaws.com/${poolId}`;
  const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return {
    async verifyIdToken(token) {
      return readIdentity(await verifySignature(token, keys, issuer, clientId));
    },
  };
}
