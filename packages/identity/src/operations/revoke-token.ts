import { and, eq, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { identitySessions } from '../schema';
import { CognitoError } from '../errors';
import { hashToken, revokeSession } from '../tokens';
import { assertClient } from './client';
import { defineOperation } from './operation';

/**
 * Revokes the session a refresh token belongs to (Amplify's sign-out on this device). An
 * unknown token changes nothing and is not an error, as in OAuth token revocation.
 */
export const revokeToken = defineOperation({
  input: z.looseObject({
    Token: z.string().min(1).max(4096),
    ClientId: z.string(),
    ClientSecret: z.string().optional(),
  }),
  async run({ identity }, input) {
    assertClient(identity, input.ClientId);
    if (input.Token.split('.').length === 3)
      throw new CognitoError('UnsupportedTokenTypeException', 'Unsupported token type');
    const tokenHash = hashToken(input.Token);
    const [session] = await identity.db
      .select({ id: identitySessions.id, userId: identitySessions.userId })
      .from(identitySessions)
      .where(
        and(
          eq(identitySessions.clientId, input.ClientId),
          isNull(identitySessions.revokedAt),
          or(
            eq(identitySessions.refreshTokenHash, tokenHash),
            eq(identitySessions.previousRefreshTokenHash, tokenHash),
            eq(identitySessions.siblingRefreshTokenHash, tokenHash),
          ),
        ),
      )
      .limit(1);
    if (session) {
      const reason = 'refresh token revoked';
      await revokeSession(identity.db, session.id, reason);
      identity.revocations.notify({ userId: session.userId, sessionIds: [session.id], reason });
    }
    return {};
  },
});
