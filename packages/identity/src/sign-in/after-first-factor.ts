import type { IdentityUserRow } from '../schema';
import { CognitoError } from '../errors';
import { decideMfa } from '../mfa/factors';
import type { EmbeddedIdentity } from '../service';
import { factorChallenge, selectFactorChallenge } from './mfa-challenges';
import { mfaSetupChallenge } from './mfa-setup';
import { newPasswordChallenge } from './new-password';
import { issueSignIn, type SignInContext, type SignInStep } from './steps';

/**
 * After the first factor (password or SRP) succeeded, the next step for this user: a new
 * password if the current one is temporary, then the second factor if any, else tokens.
 */
export async function afterFirstFactor(
  identity: EmbeddedIdentity,
  user: IdentityUserRow,
  context: SignInContext = {},
): Promise<SignInStep> {
  if (user.status === 'RESET_REQUIRED')
    throw new CognitoError(
      'PasswordResetRequiredException',
      'Password reset required for the user',
    );
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    // Cognito's TemporaryPasswordValidityDays: an invitation not taken up in time is void.
    const setAt = (user.passwordChangedAt ?? user.createdAt).getTime();
    const validMs = identity.settings.temporaryPasswordDays * 24 * 60 * 60_000;
    if (Date.now() - setAt > validMs)
      throw new CognitoError(
        'NotAuthorizedException',
        'Temporary password has expired and must be reset by an administrator.',
      );
    return newPasswordChallenge(identity, user);
  }
  return afterPassword(identity, user, context);
}

/** The steps after a password is settled: multi-factor, then tokens. */
export async function afterPassword(
  identity: EmbeddedIdentity,
  user: IdentityUserRow,
  context: SignInContext = {},
): Promise<SignInStep> {
  const decision = decideMfa(identity.settings, user);
  switch (decision.kind) {
    case 'setup':
      return mfaSetupChallenge(identity, user);
    case 'challenge':
      return factorChallenge(identity, user, decision.factor);
    case 'select':
      return selectFactorChallenge(identity, user, decision.factors);
    case 'none':
      return issueSignIn(identity, user, context);
  }
}
