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
import { opaqueToken } from '../ids';
import { codeDigest, codeMatches, maskEmail, newEmailCode, sendEmailCode } from '../mfa/email-otp';
import { enabledFactors, isMfaFactor, type MfaFactor } from '../mfa/factors';
import { claimStep, matchingStep } from '../mfa/totp';
import type { EmbeddedIdentity } from '../service';
import { findUserById, updateUserAttributes } from '../users';
import { required, type Parameters } from './parameters';
import { sessionUser } from './session-user';
import type { SignInStep } from './steps';

/** Wrong codes one Session takes before it is spent and the sign-in starts over. */
const MAX_WRONG_CODES = 5;

interface CodeState extends Record<string, unknown> {
  wrong?: number;
  /** EMAIL_OTP: HMAC of the code, keyed by the Session. */
  codeDigest?: string;
  /** EMAIL_OTP during MFA setup: the address that turns e-mail MFA on once the code comes back. */
  setupEmail?: string;
}

const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid code received for user');

/** SOFTWARE_TOKEN_MFA or EMAIL_OTP (the code sent now), with a Session for the answer. */
export async function factorChallenge(
  identity: EmbeddedIdentity,
  user: IdentityUserRow,
  factor: MfaFactor,
  setupEmail?: string,
): Promise<SignInStep> {
  const session = opaqueToken(96);
  const base = { poolId: identity.pool.id, userId: user.id, challengeName: factor, token: session };
  if (factor === 'SOFTWARE_TOKEN_MFA') {
    await openChallenge(identity.db, { ...base, state: {} });
    return { ChallengeName: factor, Session: session, ChallengeParameters: {} };
  }
  const to = setupEmail ?? user.email;
  const code = newEmailCode();
  const state: CodeState = {
    codeDigest: codeDigest(session, code),
    ...(setupEmail ? { setupEmail } : {}),
  };
  await openChallenge(identity.db, { ...base, state });
  await sendEmailCode(identity, user, to, code);
  return {
    ChallengeName: factor,
    Session: session,
    ChallengeParameters: {
      CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
      CODE_DELIVERY_DESTINATION: maskEmail(to),
    },
  };
}

/** SELECT_MFA_TYPE: the user has several factors and no preference. */
export async function selectFactorChallenge(
  identity: EmbeddedIdentity,
  user: IdentityUserRow,
  factors: MfaFactor[],
): Promise<SignInStep> {
  const session = await openChallenge(identity.db, {
    poolId: identity.pool.id,
    userId: user.id,
    challengeName: 'SELECT_MFA_TYPE',
    state: {},
  });
  return {
    ChallengeName: 'SELECT_MFA_TYPE',
    Session: session,
    ChallengeParameters: { MFAS_CAN_CHOOSE: JSON.stringify(factors) },
  };
}

/** The answer to SELECT_MFA_TYPE (ANSWER = the factor): that factor's challenge. */
export async function answerSelectFactor(
  identity: EmbeddedIdentity,
  session: string | undefined,
  responses: Parameters,
): Promise<SignInStep> {
  const challenge = await readChallenge(identity.db, session, ['SELECT_MFA_TYPE']);
  const user = await sessionUser(identity, challenge, responses?.USERNAME);
  const answer = required(responses, 'ANSWER');
  if (!isMfaFactor(answer) || !enabledFactors(user).includes(answer))
    throw invalidParameter(`The MFA type ${answer} is not enabled for the user.`);
  await takeChallenge(identity.db, session, ['SELECT_MFA_TYPE']);
  return factorChallenge(identity, user, answer);
}

/** E-mail MFA set up during sign-in: on, preferred if nothing else is, at the proven address. */
async function enableEmailMfa(identity: EmbeddedIdentity, user: IdentityUserRow, email: string) {
  await identity.db.transaction(async (tx) => {
    if (email !== user.email) await updateUserAttributes(tx, user, { email });
    await tx
      .update(identityUsers)
      .set({
        emailMfaEnabled: true,
        emailVerified: true,
        preferredMfa: user.preferredMfa ?? 'EMAIL_OTP',
        updatedAt: new Date(),
      })
      .where(eq(identityUsers.id, user.id));
  });
}

/**
 * The code answering SOFTWARE_TOKEN_MFA or EMAIL_OTP. A wrong code keeps the Session for another
 * try, up to MAX_WRONG_CODES; a TOTP code is good once. Returns the user, second factor proven.
 */
export async function answerFactorCode(
  identity: EmbeddedIdentity,
  factor: MfaFactor,
  session: string | undefined,
  responses: Parameters,
): Promise<IdentityUserRow> {
  const challenge = await readChallenge<CodeState>(identity.db, session, [factor]);
  const user = await sessionUser(identity, challenge, responses?.USERNAME);
  const code = required(
    responses,
    factor === 'SOFTWARE_TOKEN_MFA' ? 'SOFTWARE_TOKEN_MFA_CODE' : 'EMAIL_OTP_CODE',
  ).trim();
  const { state } = challenge;
  let proven: boolean;
  if (factor === 'SOFTWARE_TOKEN_MFA') {
    const step = user.totpSecret ? matchingStep(user.totpSecret, code) : null;
    proven = step !== null && (await claimStep(identity.db, identity.pool.id, user.id, step));
  } else {
    proven = !!state.codeDigest && codeMatches(session!, state.codeDigest, code);
  }
  if (!proven) {
    const wrong = (state.wrong ?? 0) + 1;
    if (wrong >= MAX_WRONG_CODES) await dropChallenge(identity.db, challenge.sessionHash);
    else await updateChallengeState(identity.db, challenge.sessionHash, { ...state, wrong });
    throw codeMismatch();
  }
  await takeChallenge(identity.db, session, [factor]);
  if (state.setupEmail) await enableEmailMfa(identity, user, state.setupEmail);
  return (await findUserById(identity.db, user.id)) ?? user;
}
