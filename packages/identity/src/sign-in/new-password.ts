import type { IdentityUserRow } from '../schema';
import { openChallenge, readChallenge, sessionExpired, takeChallenge } from '../challenge-store';
import { notAuthorized } from '../errors';
import { checkPasswordPolicy } from '../passwords';
import type { EmbeddedIdentity } from '../service';
import { attributeList, findUserById, setUserPassword, updateUserAttributes } from '../users';
import { required, type Parameters } from './parameters';
import type { SignInStep } from './steps';

const ATTRIBUTE_PREFIX = 'userAttributes.';

/**
 * What a user may set about themselves while choosing a password (the app client's write
 * permissions). Never the organisation, role or e-mail: those are the administrators'.
 */
const SELF_WRITABLE = new Set([
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'picture',
  'locale',
  'zoneinfo',
  'phone_number',
]);

/** The challenge for a user whose password is temporary (FORCE_CHANGE_PASSWORD). */
export async function newPasswordChallenge(
  identity: EmbeddedIdentity,
  user: IdentityUserRow,
): Promise<SignInStep> {
  const session = await openChallenge(identity.db, {
    poolId: identity.pool.id,
    userId: user.id,
    challengeName: 'NEW_PASSWORD_REQUIRED',
    state: {},
  });
  const userAttributes = Object.fromEntries(
    attributeList(user)
      .filter((attribute) => attribute.Name !== 'sub')
      .map((attribute) => [attribute.Name, attribute.Value]),
  );
  return {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: session,
    ChallengeParameters: {
      USER_ID_FOR_SRP: user.id,
      requiredAttributes: '[]',
      userAttributes: JSON.stringify(userAttributes),
    },
  };
}

/** The `userAttributes.<name>` answers, refused as Cognito does if one is not self-writable. */
function attributeAnswers(responses: Parameters): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [key, value] of Object.entries(responses ?? {})) {
    if (!key.startsWith(ATTRIBUTE_PREFIX)) continue;
    const name = key.slice(ATTRIBUTE_PREFIX.length);
    if (!SELF_WRITABLE.has(name))
      throw notAuthorized('A client attempted to write unauthorized attribute');
    answers[name] = value;
  }
  return answers;
}

/**
 * The answer with NEW_PASSWORD: the policy is checked before the Session is used up, so a
 * refused password can be retried with the same Session. Returns the user, now CONFIRMED.
 */
export async function answerNewPassword(
  identity: EmbeddedIdentity,
  session: string | undefined,
  responses: Parameters,
): Promise<IdentityUserRow> {
  const challenge = await readChallenge(identity.db, session, ['NEW_PASSWORD_REQUIRED']);
  const username = required(responses, 'USERNAME');
  const password = required(responses, 'NEW_PASSWORD');
  const user = challenge.userId ? await findUserById(identity.db, challenge.userId) : undefined;
  if (!user || (username !== user.id && username.trim().toLowerCase() !== user.email))
    throw sessionExpired();
  if (!user.enabled) throw notAuthorized('User is disabled.');
  checkPasswordPolicy(password);
  const attributes = attributeAnswers(responses);

  await takeChallenge(identity.db, session, ['NEW_PASSWORD_REQUIRED']);
  await identity.db.transaction(async (tx) => {
    await setUserPassword(tx, identity.pool, user, password, true);
    if (Object.keys(attributes).length > 0) await updateUserAttributes(tx, user, attributes);
  });
  const updated = await findUserById(identity.db, user.id);
  if (!updated) throw sessionExpired();
  return updated;
}
