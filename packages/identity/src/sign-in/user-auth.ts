import type { IdentityUserRow } from '../schema';
import { openChallenge, readChallenge, sessionExpired, takeChallenge } from '../challenge-store';
import { invalidParameter } from '../errors';
import { settleFirstFactor } from '../guard/lockout';
import { decideMfa } from '../mfa/factors';
import type { EmbeddedIdentity } from '../service';
import { findUserById, findUserBySignInName } from '../users';
import { afterFirstFactor } from './after-first-factor';
import { emailSignInChallenge } from './email-sign-in';
import { required, type Parameters } from './parameters';
import type { SignInContext, SignInStep } from './steps';
import { checkPassword } from './user-password';
import { startSrpAuth } from './user-srp';
import { hasPasskeys, passkeyChallenge } from './passkey-sign-in';

/*
 * Choice-based sign-in (Cognito's USER_AUTH flow): the person names a first factor
 * (PREFERRED_CHALLENGE) or is offered the ones they have (SELECT_CHALLENGE) and answers with one.
 */

/** The first factors of this pool, in the order Cognito lists them. */
const FIRST_FACTORS = ['PASSWORD', 'PASSWORD_SRP', 'WEB_AUTHN', 'EMAIL_OTP'] as const;
type FirstFactor = (typeof FIRST_FACTORS)[number];
/** Cognito's other names of first factors: SMS_OTP needs an SMS sender, which this pool has not. */
const KNOWN_CHALLENGES: readonly string[] = [...FIRST_FACTORS, 'SMS_OTP'];

/** What a name that is no user is offered: what a new person with a password would be. */
const decoyFactors = (identity: EmbeddedIdentity): FirstFactor[] =>
  identity.settings.mfa === 'required'
    ? ['PASSWORD', 'PASSWORD_SRP']
    : ['PASSWORD', 'PASSWORD_SRP', 'EMAIL_OTP'];

/**
 * The first factors a person may sign in with. A password (both ways) if they have one; a
 * passkey if they registered one; an e-mailed code only where it alone is enough: a confirmed
 * person with a verified address and no second factor due (a code would otherwise step around
 * their MFA, and a pool that requires MFA offers no passwordless code, as in Cognito).
 */
async function firstFactorsOf(
  identity: EmbeddedIdentity,
  user: IdentityUserRow | undefined,
): Promise<FirstFactor[]> {
  if (!user) return decoyFactors(identity);
  const factors: FirstFactor[] = [];
  if (user.passwordHash) factors.push('PASSWORD');
  if (user.srpVerifier) factors.push('PASSWORD_SRP');
  if (user.status === 'CONFIRMED' && (await hasPasskeys(identity, user))) factors.push('WEB_AUTHN');
  if (
    user.status === 'CONFIRMED' &&
    user.emailVerified &&
    decideMfa(identity.settings, user).kind === 'none'
  )
    factors.push('EMAIL_OTP');
  return factors;
}

interface SelectState extends Record<string, unknown> {
  name: string;
  factors: FirstFactor[];
}

async function selectChallenge(
  identity: EmbeddedIdentity,
  user: IdentityUserRow | undefined,
  name: string,
  factors: FirstFactor[],
): Promise<SignInStep> {
  const state: SelectState = { name, factors };
  const session = await openChallenge(identity.db, {
    poolId: identity.pool.id,
    userId: user?.id ?? null,
    challengeName: 'SELECT_CHALLENGE',
    state,
  });
  return {
    ChallengeName: 'SELECT_CHALLENGE',
    Session: session,
    ChallengeParameters: {},
    AvailableChallenges: factors,
  };
}

/** The chosen factor's step: a password checked now, or that factor's challenge. */
async function startFactor(
  identity: EmbeddedIdentity,
  factor: FirstFactor,
  user: IdentityUserRow | undefined,
  name: string,
  parameters: Parameters,
  context: SignInContext,
): Promise<SignInStep> {
  switch (factor) {
    case 'PASSWORD': {
      const password = required(parameters, 'PASSWORD');
      const outcome = await checkPassword(identity, { USERNAME: name, PASSWORD: password });
      return afterFirstFactor(identity, await settleFirstFactor(identity, outcome), context);
    }
    case 'PASSWORD_SRP':
      return startSrpAuth(identity, { USERNAME: name, SRP_A: required(parameters, 'SRP_A') });
    case 'EMAIL_OTP':
      return emailSignInChallenge(identity, user, name);
    case 'WEB_AUTHN':
      return passkeyChallenge(identity, user!, name);
  }
}

const isFirstFactor = (name: string): name is FirstFactor =>
  (FIRST_FACTORS as readonly string[]).includes(name);

/** InitiateAuth USER_AUTH. */
export async function startUserAuth(
  identity: EmbeddedIdentity,
  parameters: Parameters,
  context: SignInContext,
): Promise<SignInStep> {
  const name = required(parameters, 'USERNAME');
  const preferred = parameters?.PREFERRED_CHALLENGE;
  if (preferred !== undefined && !KNOWN_CHALLENGES.includes(preferred))
    throw invalidParameter(`${preferred} is not a valid value for PREFERRED_CHALLENGE.`);
  const user = await findUserBySignInName(identity.db, identity.pool.id, name);
  // A password is checked whether or not the person has one, so that its answer tells nothing.
  if (preferred === 'PASSWORD' || preferred === 'PASSWORD_SRP')
    return startFactor(identity, preferred, user, name, parameters, context);
  const factors = await firstFactorsOf(identity, user);
  // A preferred factor the person does not have (SMS_OTP: no SMS sender) falls back to the choice.
  if (preferred && isFirstFactor(preferred) && factors.includes(preferred))
    return startFactor(identity, preferred, user, name, parameters, context);
  return selectChallenge(identity, user, name, factors);
}

/** RespondToAuthChallenge SELECT_CHALLENGE: ANSWER names the factor, with its parameters. */
export async function answerSelectChallenge(
  identity: EmbeddedIdentity,
  session: string | undefined,
  responses: Parameters,
  context: SignInContext,
): Promise<SignInStep> {
  const challenge = await readChallenge<SelectState>(identity.db, session, ['SELECT_CHALLENGE']);
  const { name, factors } = challenge.state;
  const user = challenge.userId ? await findUserById(identity.db, challenge.userId) : undefined;
  if (challenge.userId && !user) throw sessionExpired();
  const named = responses?.USERNAME?.trim().toLowerCase();
  if (named && named !== name.trim().toLowerCase() && named !== user?.id && named !== user?.email)
    throw sessionExpired();
  const answer = required(responses, 'ANSWER');
  if (!isFirstFactor(answer) || !factors.includes(answer))
    throw invalidParameter(`The challenge ${answer} is not available for the user.`);
  if (answer === 'PASSWORD') required(responses, 'PASSWORD');
  if (answer === 'PASSWORD_SRP') required(responses, 'SRP_A');
  await takeChallenge(identity.db, session, ['SELECT_CHALLENGE']);
  return startFactor(identity, answer, user, name, responses, context);
}
