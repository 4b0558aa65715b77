import { eq } from 'drizzle-orm';
import { identityUsers, type IdentityUserRow } from '../schema';
import {
  dropChallenge,
  openChallenge,
  readChallenge,
  takeChallenge,
  updateChallengeState,
} from '../challenge-store';
import { CognitoError, invalidParameter } from '../errors';
import { MFA_FACTORS } from '../mfa/factors';
import { codeMismatchOnVerify, verifyCodeForSecret } from '../mfa/software-token';
import { newTotpSecret } from '../mfa/totp';
import type { EmbeddedIdentity } from '../service';
import { findUserBySignInName, normaliseEmail } from '../users';
import { factorChallenge } from './mfa-challenges';
import type { Parameters } from './parameters';
import { sessionUser } from './session-user';
import { issueSignIn, type SignInStep } from './steps';

/*
 * MFA_SETUP: a user who must use MFA and has no factor sets one up inside the sign-in.
 * TOTP: AssociateSoftwareToken and VerifySoftwareToken with the Session, then MFA_SETUP again.
 * E-mail (as Amplify v6 does it): MFA_SETUP with EMAIL, then the EMAIL_OTP sent there.
 */

interface SetupState extends Record<string, unknown> {
  pendingSecret?: string;
  totpVerified?: boolean;
  wrong?: number;
}

const SETUP = ['MFA_SETUP'] as const;
const MAX_WRONG_CODES = 5;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const openSetup = (identity: EmbeddedIdentity, user: IdentityUserRow, state: SetupState) =>
  openChallenge(identity.db, {
    poolId: identity.pool.id,
    userId: user.id,
    challengeName: 'MFA_SETUP',
    state,
  });

export async function mfaSetupChallenge(
  identity: EmbeddedIdentity,
  user: IdentityUserRow,
): Promise<SignInStep> {
  return {
    ChallengeName: 'MFA_SETUP',
    Session: await openSetup(identity, user, {}),
    ChallengeParameters: { MFAS_CAN_SETUP: JSON.stringify(MFA_FACTORS) },
  };
}

/** AssociateSoftwareToken with a Session: a new secret, and a new Session that remembers it. */
export async function associateInSetup(identity: EmbeddedIdentity, session: string) {
  const challenge = await readChallenge<SetupState>(identity.db, session, SETUP);
  const user = await sessionUser(identity, challenge, undefined);
  await takeChallenge(identity.db, session, SETUP);
  const secret = newTotpSecret();
  return {
    SecretCode: secret,
    Session: await openSetup(identity, user, { pendingSecret: secret }),
  };
}

/** VerifySoftwareToken with a Session: the code proves the app has the secret; TOTP is on. */
export async function verifyInSetup(identity: EmbeddedIdentity, session: string, code: string) {
  const challenge = await readChallenge<SetupState>(identity.db, session, SETUP);
  const user = await sessionUser(identity, challenge, undefined);
  const { state } = challenge;
  if (!state.pendingSecret)
    throw new CognitoError(
      'SoftwareTokenMFANotFoundException',
      'Software Token MFA has not been associated with the user.',
    );
  if (!(await verifyCodeForSecret(identity, user.id, state.pendingSecret, code))) {
    const wrong = (state.wrong ?? 0) + 1;
    if (wrong >= MAX_WRONG_CODES) await dropChallenge(identity.db, challenge.sessionHash);
    else await updateChallengeState(identity.db, challenge.sessionHash, { ...state, wrong });
    throw codeMismatchOnVerify();
  }
  await takeChallenge(identity.db, session, SETUP);
  await identity.db
    .update(identityUsers)
    .set({
      totpSecret: state.pendingSecret,
      totpEnabled: true,
      preferredMfa: user.preferredMfa ?? 'SOFTWARE_TOKEN_MFA',
      updatedAt: new Date(),
    })
    .where(eq(identityUsers.id, user.id));
  return { Status: 'SUCCESS', Session: await openSetup(identity, user, { totpVerified: true }) };
}

/** RespondToAuthChallenge MFA_SETUP: tokens once TOTP is verified, or the e-mail code. */
export async function answerMfaSetup(
  identity: EmbeddedIdentity,
  session: string | undefined,
  responses: Parameters,
): Promise<SignInStep> {
  const challenge = await readChallenge<SetupState>(identity.db, session, SETUP);
  const user = await sessionUser(identity, challenge, responses?.USERNAME);
  if (challenge.state.totpVerified) {
    await takeChallenge(identity.db, session, SETUP);
    return issueSignIn(identity, user, { deviceKey: responses?.DEVICE_KEY });
  }
  const given = responses?.EMAIL;
  if (!given)
    throw invalidParameter('Set up a software token first, or send EMAIL to set up e-mail MFA.');
  const email = normaliseEmail(given);
  if (!EMAIL.test(email)) throw invalidParameter('Invalid email address format.');
  const holder = await findUserBySignInName(identity.db, identity.pool.id, email);
  if (holder && holder.id !== user.id)
    throw new CognitoError(
      'AliasExistsException',
      'An account with the given email already exists.',
    );
  await takeChallenge(identity.db, session, SETUP);
  return factorChallenge(identity, user, 'EMAIL_OTP', email);
}
