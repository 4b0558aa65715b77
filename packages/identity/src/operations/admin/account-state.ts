import { z } from 'zod';
import { UserPoolId, Username, assertPool, targetUser } from '../../admin/user-type';
import { checkPasswordPolicy } from '../../passwords';
import { revokeUserSessions } from '../../tokens';
import { setUserEnabled, setUserPassword } from '../../users';
import { defineOperation } from '../operation';

export const adminEnableUser = defineOperation({
  admin: true,
  input: z.looseObject({ UserPoolId, Username }),
  async run({ identity }, input) {
    assertPool(identity, input.UserPoolId);
    const user = await targetUser(identity, input.Username);
    await setUserEnabled(identity.db, user.id, true);
    return {};
  },
});

/** A disabled user cannot sign in or refresh, and their current sessions end at once. */
export const adminDisableUser = defineOperation({
  admin: true,
  input: z.looseObject({ UserPoolId, Username }),
  async run({ identity }, input) {
    assertPool(identity, input.UserPoolId);
    const user = await targetUser(identity, input.Username);
    const reason = 'user disabled';
    const revoked = await identity.db.transaction(async (tx) => {
      await setUserEnabled(tx, user.id, false);
      return revokeUserSessions(tx, user.id, reason);
    });
    identity.revocations.notify({ userId: user.id, sessionIds: revoked, reason });
    return {};
  },
});

/** Permanent: the user signs in with it as it is; otherwise it is temporary (FORCE_CHANGE_PASSWORD). */
export const adminSetUserPassword = defineOperation({
  admin: true,
  input: z.looseObject({
    UserPoolId,
    Username,
    Password: z.string().min(1).max(256),
    Permanent: z.boolean().optional(),
  }),
  async run({ identity }, input) {
    assertPool(identity, input.UserPoolId);
    const user = await targetUser(identity, input.Username);
    checkPasswordPolicy(input.Password);
    await setUserPassword(
      identity.db,
      identity.pool,
      user,
      input.Password,
      input.Permanent ?? false,
    );
    return {};
  },
});
