import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Database, Transaction } from './db';
import { identitySessions, type IdentityUserRow } from './schema';
import { opaqueToken } from './ids';
import type { PoolInfo, SigningKeys } from './pool';

type Db = Database | Transaction;

export interface TokenSettings {
  issuer: string;
  idTokenTtlSeconds: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
}

/** The AuthenticationResult of InitiateAuth / RespondToAuthChallenge, in Cognito's shape. */
export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
  NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/** A new sign-in: a session row (its id is every token's `origin_jti`) and its refresh token. */
export async function startSession(
  db: Db,
  settings: TokenSettings,
  pool: PoolInfo,
  user: IdentityUserRow,
  deviceKey?: string,
) {
  const refreshToken = opaqueToken();
  const now = new Date();
  const [session] = await db
    .insert(identitySessions)
    .values({
      userId: user.id,
      clientId: pool.clientId,
      refreshTokenHash: hashToken(refreshToken),
      deviceKey: deviceKey ?? null,
      authTime: now,
      expiresAt: new Date(now.getTime() + settings.refreshTokenTtlDays * 86_400_000),
    })
    .returning();
  if (!session) throw new Error('Could not start a session');
  return { session, refreshToken };
}

/** ID and access tokens as Cognito issues them, signed RS256 with the pool's current key. */
export async function signTokens(input: {
  settings: TokenSettings;
  pool: PoolInfo;
  keys: SigningKeys;
  user: IdentityUserRow;
  groups: string[];
  sessionId: string;
  authTime: Date;
}) {
  const { settings, pool, keys, user, groups, sessionId, authTime } = input;
  const now = new Date();
  const eventId = randomUUID();
  const common = {
    sub: user.id,
    ...(groups.length > 0 ? { 'cognito:groups': groups } : {}),
    origin_jti: sessionId,
    event_id: eventId,
    auth_time: epoch(authTime),
  };
  const sign = (claims: Record<string, unknown>, ttl: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
      .setIssuer(settings.issuer)
      .setIssuedAt(epoch(now))
      .setExpirationTime(epoch(now) + ttl)
      .setJti(randomUUID())
      .sign(keys.privateKey);

  const IdToken = await sign(
    {
      ...common,
      aud: pool.clientId,
      token_use: 'id',
      'cognito:username': user.id,
      email: user.email,
      email_verified: user.emailVerified,
      ...user.attributes,
    },
    settings.idTokenTtlSeconds,
  );
  const AccessToken = await sign(
    {
      ...common,
      client_id: pool.clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: user.id,
    },
    settings.accessTokenTtlSeconds,
  );
  return {
    IdToken,
    AccessToken,
    ExpiresIn: settings.accessTokenTtlSeconds,
    TokenType: 'Bearer' as const,
  };
}

/** Marks sessions revoked: their refresh tokens stop working and their tokens fail at the API. */
export async function revokeSession(db: Db, sessionId: string, reason: string) {
  await db
    .update(identitySessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(eq(identitySessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, userId: string, reason: string) {
  const revoked = await db
    .update(identitySessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(identitySessions.userId, userId), isNull(identitySessions.revokedAt)))
    .returning({ id: identitySessions.id });
  return revoked.map((row) => row.id);
}
