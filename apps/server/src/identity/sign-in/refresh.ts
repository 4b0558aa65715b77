import { and, eq, gt, isNull } from 'drizzle-orm';
import { identitySessions } from '../../db/schema';
import { notAuthorized } from '../errors';
import { opaqueToken } from '../ids';
import type { EmbeddedIdentity } from '../service';
import { hashToken, revokeSession, signTokens, type AuthenticationResult } from '../tokens';
import { findUserById, groupsOf } from '../users';

/**
 * Why a refresh token does not work, as Cognito words it. A token that was already rotated
 * away is taken as stolen: the whole session is revoked, its tokens fail at the API at once.
 */
async function refusal(identity: EmbeddedIdentity, tokenHash: string): Promise<Error> {
  const [current] = await identity.db
    .select()
    .from(identitySessions)
    .where(eq(identitySessions.refreshTokenHash, tokenHash))
    .limit(1);
  if (current?.revokedAt) return notAuthorized('Refresh Token has been revoked');
  if (current) return notAuthorized('Refresh Token has expired');
  const [rotated] = await identity.db
    .select()
    .from(identitySessions)
    .where(eq(identitySessions.previousRefreshTokenHash, tokenHash))
    .limit(1);
  if (!rotated) return notAuthorized('Invalid Refresh Token');
  if (!rotated.revokedAt) {
    await revokeSession(identity.db, rotated.id, 'a rotated refresh token was used again');
    identity.verifier.forgetSessions([rotated.id]);
    identity.logger.warn(
      { sessionId: rotated.id, userId: rotated.userId },
      'a rotated refresh token was replayed: session revoked',
    );
  }
  return notAuthorized('Refresh Token has been revoked');
}

/**
 * REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken: new ID and access tokens for the same
 * session (same origin_jti and auth_time), and a new refresh token; the old one stops working.
 * The session keeps the expiry it got at sign-in.
 */
export async function refreshTokens(
  identity: EmbeddedIdentity,
  refreshToken: string,
): Promise<AuthenticationResult> {
  const tokenHash = hashToken(refreshToken);
  const now = new Date();
  const liveSession = and(
    eq(identitySessions.refreshTokenHash, tokenHash),
    isNull(identitySessions.revokedAt),
    gt(identitySessions.expiresAt, now),
  );
  const [session] = await identity.db.select().from(identitySessions).where(liveSession).limit(1);
  if (!session) throw await refusal(identity, tokenHash);
  const user = await findUserById(identity.db, session.userId);
  if (!user) throw notAuthorized('Invalid Refresh Token');
  if (!user.enabled) throw notAuthorized('User is disabled.');

  // Only one of two concurrent uses of the same token rotates it; the other is a replay.
  const next = opaqueToken();
  const [rotated] = await identity.db
    .update(identitySessions)
    .set({
      refreshTokenHash: hashToken(next),
      previousRefreshTokenHash: tokenHash,
      lastUsedAt: now,
    })
    .where(liveSession)
    .returning({ id: identitySessions.id });
  if (!rotated) throw await refusal(identity, tokenHash);

  const tokens = await signTokens({
    settings: identity.settings,
    pool: identity.pool,
    keys: identity.keys,
    user,
    groups: await groupsOf(identity.db, user.id),
    sessionId: session.id,
    authTime: session.authTime,
  });
  return { ...tokens, RefreshToken: next };
}
