import { randomBytes } from 'node:crypto';
import type { IdentityUserRow } from '../schema';
import {
  dropChallenge,
  openChallenge,
  readChallenge,
  sessionExpired,
  takeChallenge,
  updateChallengeState,
} from '../challenge-store';
import { CognitoError } from '../errors';
import { assertNotLocked, settleFirstFactor } from '../guard/lockout';
import { opaqueToken } from '../ids';
import { codeDigest, codeMatches, maskEmail, newEmailCode, sendEmailCode } from '../mfa/email-otp';
import type { EmbeddedIdentity } from '../service';
import { findUserById } from '../users';
import { afterPassword } from './after-first-factor';
import { required, type Parameters } from './parameters';
import type { SignInContext, SignInStep } from './steps';

/*
 * EMAIL_OTP as a first factor (USER_AUTH): a six-digit code to the person's verified address,
 * good once, for the 3 minutes the challenge lives. Wrong codes count toward the same lockout
 * as wrong passwords; a name that is no user gets a challenge that looks the same, whose code
 * nobody receives, so the answer tells nothing about who exists.
 */

/** Wrong codes one Session takes before it is spent and the sign-in starts over. */
const MAX_WRONG_CODES = 3;

interface EmailSignInState extends Record<string, unknown> {
  firstFactor: true;
  /** The name the person signed in with (to count a decoy's failures under it). */
  name: string;
  codeDigest: string;
  wrong?: number;
}

const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid code received for user');

/** A masked address for a name that is no user, the same every time for the same name. */
function decoyDestination(name: string): string {
  const local = name.includes('@') ? name.split('@')[0]! : name;
  const domain = name.includes('@') ? name.split('@')[1]! : 'example.com';
  return maskEmail(`${local || 'x'}@${domain || 'x'}`);
}

/** Sends a sign-in code (to a real user) and opens the EMAIL_OTP challenge answering it. */
export async function emailSignInChallenge(
  identity: EmbeddedIdentity,
  user: IdentityUserRow | undefined,
  name: string,
): Promise<SignInStep> {
  assertNotLocked(identity, user, name);
  const session = opaqueToken(96);
  const code = user ? newEmailCode() : randomBytes(16).toString('hex');
  const state: EmailSignInState = {
    firstFactor: true,
    name,
    codeDigest: codeDigest(session, code),
  };
  await openChallenge(identity.db, {
    poolId: identity.pool.id,
    userId: user?.id ?? null,
    challengeName: 'EMAIL_OTP',
    state,
    token: session,
  });
  if (user) await sendEmailCode(identity, user, user.email, code);
  return {
    ChallengeName: 'EMAIL_OTP',
    Session: session,
    ChallengeParameters: {
      CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
      CODE_DELIVERY_DESTINATION: user ? maskEmail(user.email) : decoyDestination(name),
    },
  };
}

/** Whether an EMAIL_OTP Session is a first-factor sign-in code (else it is a second factor). */
export async function isEmailSignIn(identity: EmbeddedIdentity, session: string | undefined) {
  const challenge = await readChallenge<Partial<EmailSignInState>>(identity.db, session, [
    'EMAIL_OTP',
  ]);
  return challenge.state.firstFactor === true;
}

/** The code answering a first-factor EMAIL_OTP: then the steps after a first factor. */
export async function answerEmailSignIn(
  identity: EmbeddedIdentity,
  session: string | undefined,
  responses: Parameters,
  context: SignInContext,
): Promise<SignInStep> {
  const challenge = await readChallenge<EmailSignInState>(identity.db, session, ['EMAIL_OTP']);
  const { state } = challenge;
  const user = challenge.userId ? await findUserById(identity.db, challenge.userId) : undefined;
  if (challenge.userId && !user) throw sessionExpired();
  const named = responses?.USERNAME?.trim().toLowerCase();
  const sameName =
    !named ||
    named === state.name.trim().toLowerCase() ||
    named === user?.id ||
    named === user?.email;
  if (!sameName) throw sessionExpired();
  const code = required(responses, 'EMAIL_OTP_CODE').trim();
  const proven = !!user && codeMatches(session!, state.codeDigest, code);
  if (!proven) {
    const wrong = (state.wrong ?? 0) + 1;
    if (wrong >= MAX_WRONG_CODES) await dropChallenge(identity.db, challenge.sessionHash);
    else await updateChallengeState(identity.db, challenge.sessionHash, { ...state, wrong });
  } else {
    await takeChallenge(identity.db, session, ['EMAIL_OTP']);
  }
  const settled = await settleFirstFactor(
    identity,
    { user, name: state.name, proven },
    codeMismatch,
  );
  return afterPassword(identity, settled, context);
}
