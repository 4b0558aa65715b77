import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { identityGroups, identityUserGroups } from '../../schema';
import { UserPoolId, Username, assertPool, epochSeconds, targetUser } from '../../admin/user-type';
import { addUserToGroup, removeUserFromGroup } from '../../users';
import { defineOperation } from '../operation';

const GroupInput = z.looseObject({ UserPoolId, Username, GroupName: z.string().min(1).max(128) });

/** Group changes show in tokens from the next sign-in or refresh, as in Cognito. */
export const adminAddUserToGroup = defineOperation({
  admin: true,
  input: GroupInput,
  async run({ identity }, input) {
    assertPool(identity, input.UserPoolId);
    const user = await targetUser(identity, input.Username);
    await addUserToGroup(identity.db, identity.pool, user.id, input.GroupName);
    return {};
  },
});

export const adminRemoveUserFromGroup = defineOperation({
  admin: true,
  input: GroupInput,
  async run({ identity }, input) {
    assertPool(identity, input.UserPoolId);
    const user = await targetUser(identity, input.Username);
    await removeUserFromGroup(identity.db, user.id, input.GroupName);
    return {};
  },
});

export const adminListGroupsForUser = defineOperation({
  admin: true,
  input: z.looseObject({
    UserPoolId,
    Username,
    Limit: z.number().int().min(0).max(60).optional(),
    NextToken: z.string().optional(),
  }),
  async run({ identity }, input) {
    assertPool(identity, input.UserPoolId);
    const user = await targetUser(identity, input.Username);
    const rows = await identity.db
      .select({ group: identityGroups, since: identityUserGroups.createdAt })
      .from(identityUserGroups)
      .innerJoin(
        identityGroups,
        and(
          eq(identityGroups.poolId, identityUserGroups.poolId),
          eq(identityGroups.name, identityUserGroups.groupName),
        ),
      )
      .where(eq(identityUserGroups.userId, user.id))
      .orderBy(asc(identityGroups.precedence), asc(identityGroups.name));
    return {
      Groups: rows.map(({ group }) => ({
        GroupName: group.name,
        UserPoolId: group.poolId,
        ...(group.description ? { Description: group.description } : {}),
        Precedence: group.precedence,
        CreationDate: epochSeconds(group.createdAt),
        LastModifiedDate: epochSeconds(group.createdAt),
      })),
    };
  },
});
