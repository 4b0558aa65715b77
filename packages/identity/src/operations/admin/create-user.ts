import { z } from 'zod';
import type { IdentityUserRow } from '../../schema';
import {
  AttributeList,
  UserPoolId,
  Username,
  assertPool,
  attributeMap,
  userType,
} from '../../admin/user-type';
import { CognitoError, invalidParameter, userNotFound } from '../../errors';
import { checkPasswordPolicy, generateTemporaryPassword } from '../../passwords';
import { ROLE_GROUPS } from '../../pool';
import { mailSecret, type EmbeddedIdentity } from '../../service';
import { createUser, findUserBySignInName, normaliseEmail, setUserPassword } from '../../users';
import { defineOperation } from '../operation';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ROLES: readonly string[] = ROLE_GROUPS.map((group) => group.name);

/** Cognito's invitation: the sign-in name and the temporary password, through the outbox. */
async function sendInvitation(identity: EmbeddedIdentity, user: IdentityUserRow, password: string) {
  const orgId = Number(user.attributes['custom:orgId']);
  await mailSecret(identity, {
    orgId: Number.isSafeInteger(orgId) && orgId > 0 ? orgId : null,
    kind: 'identity.invitation',
    to: user.email,
    subject: 'Your temporary password',
    text:
      `Your username is ${user.email} and temporary password is ${password}.\n` +
      'You will be asked to choose your own password when you first sign in.',
    redactedText: `An invitation with a temporary password was sent to ${user.email}.`,
  });
}

/**
 * AdminCreateUser: a user with a temporary password (given, or generated to the policy), who
 * must choose their own at the first sign-in. A `custom:role` naming a role puts them in that
 * group. The invitation goes out unless MessageAction is SUPPRESS; RESEND renews it.
 */
export const adminCreateUser = defineOperation({
  admin: true,
  input: z.looseObject({
    UserPoolId,
    Username,
    UserAttributes: AttributeList.optional(),
    TemporaryPassword: z.string().max(256).optional(),
    MessageAction: z.enum(['RESEND', 'SUPPRESS']).optional(),
    DesiredDeliveryMediums: z.array(z.enum(['EMAIL', 'SMS'])).optional(),
  }),
  async run({ identity }, input) {
    assertPool(identity, input.UserPoolId);
    const email = normaliseEmail(input.Username);
    if (!EMAIL.test(email)) throw invalidParameter('Username should be an email.');
    const {
      email: emailAttribute,
      email_verified: _verified,
      ...attributes
    } = attributeMap(input.UserAttributes ?? []);
    if (emailAttribute !== undefined && normaliseEmail(emailAttribute) !== email)
      throw invalidParameter('The email attribute must be the same as the Username.');
    const password = input.TemporaryPassword ?? generateTemporaryPassword();
    checkPasswordPolicy(password);
    const existing = await findUserBySignInName(identity.db, identity.pool.id, email);

    if (input.MessageAction === 'RESEND') {
      if (!existing) throw userNotFound();
      if (existing.status !== 'FORCE_CHANGE_PASSWORD')
        throw new CognitoError(
          'UnsupportedUserStateException',
          'Resend not possible. The user is not in FORCE_CHANGE_PASSWORD state.',
        );
      await setUserPassword(identity.db, identity.pool, existing, password, false);
      await sendInvitation(identity, existing, password);
      return { User: userType(existing) };
    }
    if (existing) throw new CognitoError('UsernameExistsException', 'User account already exists');
    const role = attributes['custom:role'];
    const user = await identity.db.transaction((tx) =>
      createUser(tx, identity.pool, {
        email,
        attributes,
        groups: role && ROLES.includes(role) ? [role] : [],
        password,
        temporary: true,
      }),
    );
    if (input.MessageAction !== 'SUPPRESS') await sendInvitation(identity, user, password);
    return { User: userType(user) };
  },
});
