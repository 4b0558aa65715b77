import { z } from 'zod';
import type { IdentityUserRow } from '../schema';
import { CognitoError, userNotFound } from '../errors';
import { enabledFactors } from '../mfa/factors';
import type { EmbeddedIdentity } from '../service';
import { attributeList, findUserBySignInName } from '../users';

/** AWS JSON 1.1 sends timestamps as seconds since the epoch. */
export const epochSeconds = (date: Date) => date.getTime() / 1000;

export const UserPoolId = z.string().min(1).max(55);
export const Username = z.string().min(1).max(128);
export const AttributeList = z
  .array(z.looseObject({ Name: z.string().min(1).max(32), Value: z.string().max(2048).optional() }))
  .max(50);

/** Admin operations name the pool; another one does not exist here. */
export function assertPool(identity: EmbeddedIdentity, poolId: string): void {
  if (poolId !== identity.pool.id)
    throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
}

/** The user an admin operation is about, by e-mail or by username (the sub). */
export async function targetUser(identity: EmbeddedIdentity, username: string) {
  const user = await findUserBySignInName(identity.db, identity.pool.id, username);
  if (!user) throw userNotFound();
  return user;
}

/** Cognito's UserType (ListUsers, AdminCreateUser) */
export function userType(user: IdentityUserRow) {
  return {
    Username: user.id,
    Attributes: attributeList(user),
    UserCreateDate: epochSeconds(user.createdAt),
    UserLastModifiedDate: epochSeconds(user.updatedAt),
    Enabled: user.enabled,
    UserStatus: user.status,
  };
}

/** AdminGetUser's answer: the same, with the attributes under UserAttributes and the MFA settings. */
export function adminUserView(user: IdentityUserRow) {
  const { Attributes, ...rest } = userType(user);
  const factors = enabledFactors(user);
  return {
    ...rest,
    UserAttributes: Attributes,
    ...(factors.length > 0 ? { UserMFASettingList: factors } : {}),
    ...(user.preferredMfa ? { PreferredMfaSetting: user.preferredMfa } : {}),
  };
}

/** `[{ Name, Value }]` as a map, refusing what no one may set directly. */
export function attributeMap(list: z.infer<typeof AttributeList>): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { Name, Value } of list) {
    if (Name === 'sub')
      throw new CognitoError(
        'InvalidParameterException',
        'Cannot modify an immutable attribute: sub',
      );
    map[Name] = Value ?? '';
  }
  return map;
}
