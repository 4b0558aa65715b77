import { eq } from 'drizzle-orm';
import { errors, jwtVerify } from 'jose';
import { identitySessions, type IdentityUserRow } from './schema';
import { notAuthorized } from './errors';
import type { EmbeddedIdentity } from './service';
import { findUserById } from './users';

/**
 * Checks an access token given to an identity operation (GetUser, GlobalSignOut, ...): our
 * signature and issuer, `token_use` access, our client, and a live session of an enabled user.
 * Failures are Cognito's NotAuthorizedException, as clients expect.
 */
export async function authenticateAccessToken(
  identity: EmbeddedIdentity,
  token: string,
): Promise<{ user: IdentityUserRow; sessionId: string }> {
  let payload;
  try {
    ({ payload } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? identity.keys.publicKeys.get(header.kid) : undefined;
        if (!key) throw notAuthorized('Invalid Access Token');
        return key;
      },
      { issuer: identity.settings.issuer, algorithms: ['RS256'], clockTolerance: 5 },
    ));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw notAuthorized('Access Token has expired');
    throw notAuthorized('Invalid Access Token');
  }
  if (payload.token_use !== 'access' || payload.client_id !== identity.pool.clientId) {
    throw notAuthorized('Invalid Access Token');
  }
  const sessionId = typeof payload.origin_jti === 'string' ? payload.origin_jti : '';
  const [session] = sessionId
    ? await identity.db
        .select()
        .from(identitySessions)
        .where(eq(identitySessions.id, sessionId))
        .limit(1)
    : [];
  if (!session || session.revokedAt !== null) throw notAuthorized('Access Token has been revoked');
  const user =
    typeof payload.sub === 'string' ? await findUserById(identity.db, payload.sub) : undefined;
  if (!user) throw notAuthorized('Invalid Access Token');
  if (!user.enabled) throw notAuthorized('User is disabled.');
  return { user, sessionId };
}
