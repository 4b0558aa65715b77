import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { identitySessions } from '../schema';
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
    const reason = 'a rotated refresh token was used again';
    await revokeSession(identity.db, rotated.id, reason);
    identity.revocations.notify({ userId: rotated.userId, sessionIds: [rotated.id], reason });
    identity.logger.warn(
      { sessionId: rotated.id, userId: rotated.userId },
      'a rotated refresh token was replayed: session revoked',
    );
  }
  return notAuthorized('Refresh Token has been revoked');
}

/**
 * After a rotation the previous refresh token still works this long, as Cognito's grace period
 * allows (up to 60 s): two tabs of one browser share one token store and refresh at the same
 * moment; the slower one presents the token the faster one just rotated away.
 */
export const REFRESH_GRACE_MS = 60_000;

/**
 * REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken: new ID and access tokens for the same
 * session (same origin_jti and auth_time), and a new refresh token; the old one stops working,
 * except within the grace period, where it earns a sibling token that stays valid next to the
 * current one (whichever of the two a tab leaves in storage keeps working). Past the grace
 * period the previous token is a replay. The session keeps the expiry it got at sign-in.
 */
export async function refreshTokens(
  identity: EmbeddedIdentity,
  refreshToken: string,
): Promise<AuthenticationResult> {
  const tokenHash = hashToken(refreshToken);
  const now = new Date();
  const live = and(isNull(identitySessions.revokedAt), gt(identitySessions.expiresAt, now));
  const holds = or(
    eq(identitySessions.refreshTokenHash, tokenHash),
    eq(identitySessions.siblingRefreshTokenHash, tokenHash),
  );
  const next = opaqueToken();

  // Only one of two concurrent uses of the same token rotates it; the other falls to the grace.
  let [session] = await identity.db
    .update(identitySessions)
    .set({
      refreshTokenHash: hashToken(next),
      previousRefreshTokenHash: tokenHash,
      siblingRefreshTokenHash: null,
      rotatedAt: now,
      lastUsedAt: now,
    })
    .where(and(holds, live))
    .returning();
  if (!session) {
    [session] = await identity.db
      .update(identitySessions)
      .set({ siblingRefreshTokenHash: hashToken(next), lastUsedAt: now })
      .where(
        and(
          eq(identitySessions.previousRefreshTokenHash, tokenHash),
          gt(identitySessions.rotatedAt, new Date(now.getTime() - REFRESH_GRACE_MS)),
          live,
        ),
      )
      .returning();
  }
  if (!session) throw await refusal(identity, tokenHash);
  const user = await findUserById(identity.db, session.userId);
  if (!user) throw notAuthorized('Invalid Refresh Token');
  if (!user.enabled) throw notAuthorized('User is disabled.');

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
