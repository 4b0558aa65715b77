import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { identityUsers } from '../../schema';
import {
  AttributeList,
  UserPoolId,
  Username,
  assertPool,
  attributeMap,
  targetUser,
} from '../../admin/user-type';
import { updateUserAttributes } from '../../users';
import { defineOperation } from '../operation';

/** Merges attributes; `email` moves the sign-in name (unique), `email_verified` is a flag. */
export const adminUpdateUserAttributes = defineOperation({
  admin: true,
  input: z.looseObject({ UserPoolId, Username, UserAttributes: AttributeList }),
  async run({ identity }, input) {
    assertPool(identity, input.UserPoolId);
    const user = await targetUser(identity, input.Username);
    const { email_verified: verified, ...changes } = attributeMap(input.UserAttributes);
    await identity.db.transaction(async (tx) => {
      await updateUserAttributes(tx, user, changes);
      if (verified !== undefined)
        await tx
          .update(identityUsers)
          .set({ emailVerified: verified === 'true' })
          .where(eq(identityUsers.id, user.id));
    });
    return {};
  },
});
