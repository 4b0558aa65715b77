import { z } from 'zod';
import { UserPoolId, Username, adminUserView, assertPool, targetUser } from '../../admin/user-type';
import { defineOperation } from '../operation';

export const adminGetUser = defineOperation({
  admin: true,
  input: z.looseObject({ UserPoolId, Username }),
  async run({ identity }, input) {
    assertPool(identity, input.UserPoolId);
    return adminUserView(await targetUser(identity, input.Username));
  },
});
