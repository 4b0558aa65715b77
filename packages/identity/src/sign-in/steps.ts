import type { IdentityUserRow } from '../schema';
import { deviceForSignIn } from '../devices';
import type { EmbeddedIdentity } from '../service';
import { signTokens, startSession, type AuthenticationResult } from '../tokens';
import { groupsOf } from '../users';

/** What InitiateAuth and RespondToAuthChallenge answer: tokens, or the next challenge. */
export type SignInStep =
  | { AuthenticationResult: AuthenticationResult; ChallengeParameters: Record<string, string> }
  | {
      ChallengeName: string;
      Session?: string;
      ChallengeParameters: Record<string, string>;
      /** SELECT_CHALLENGE: the first factors the person may choose from. */
      AvailableChallenges?: string[];
    };

/** What the request that finishes a sign-in may carry besides the answer itself. */
export interface SignInContext {
  /** DEVICE_KEY of a device the client remembers. */
  deviceKey?: string;
}

/**
 * Ends a successful sign-in: a new session, its tokens and its refresh token; with device
 * tracking on, NewDeviceMetadata for a device the client does not have yet.
 */
export async function issueSignIn(
  identity: EmbeddedIdentity,
  user: IdentityUserRow,
  context: SignInContext = {},
): Promise<SignInStep> {
  const device = await deviceForSignIn(identity, user, context.deviceKey);
  const { session, refreshToken } = await startSession(
    identity.db,
    identity.settings,
    identity.pool,
    user,
    device.deviceKey,
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
    AuthenticationResult: {
      ...tokens,
      RefreshToken: refreshToken,
      ...(device.newDeviceMetadata ? { NewDeviceMetadata: device.newDeviceMetadata } : {}),
    },
    ChallengeParameters: {},
  };
}
