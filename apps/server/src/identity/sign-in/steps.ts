import type { IdentityUserRow } from '../../db/schema';
import type { EmbeddedIdentity } from '../service';
import { signTokens, startSession, type AuthenticationResult } from '../tokens';
import { groupsOf } from '../users';

/** What InitiateAuth and RespondToAuthChallenge answer: tokens, or the next challenge. */
export type SignInStep =
  | { AuthenticationResult: AuthenticationResult; ChallengeParameters: Record<string, string> }
  | { ChallengeName: string; Session?: string; ChallengeParameters: Record<string, string> };

/** Ends a successful sign-in: a new session, its tokens and its refresh token. */
export async function issueSignIn(
  identity: EmbeddedIdentity,
  user: IdentityUserRow,
): Promise<SignInStep> {
  const { session, refreshToken } = await startSession(
    identity.db,
    identity.settings,
    identity.pool,
    user,
  );
  const tokens = await signTokens({
    settings: identity.settings,
    pool: identity.pool,
    keys: identity.keys,
    user,
    groups: await groupsOf(identity.db, user.id),
    sessionId: session.id,
    authTime: session.authTime,
  });
  return {
    AuthenticationResult: { ...tokens, RefreshToken: refreshToken },
    ChallengeParameters: {},
  };
}
