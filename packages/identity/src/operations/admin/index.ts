import type { Operation } from '../operation';
import { adminDisableUser, adminEnableUser, adminSetUserPassword } from './account-state';
import { adminCreateUser } from './create-user';
import { adminGetUser } from './get-user';
import { adminAddUserToGroup, adminListGroupsForUser, adminRemoveUserFromGroup } from './groups';
import { listUsers } from './list-users';
import {
  adminDeleteUser,
  adminSetUserMfaPreference,
  adminUserGlobalSignOut,
} from './sessions-and-mfa';
import { adminUpdateUserAttributes } from './update-attributes';

/** The operations that need the pool's admin credentials (SigV4), as IAM guards them in AWS. */
export const adminOperations: Record<string, Operation<never>> = {
  AdminCreateUser: adminCreateUser as Operation<never>,
  AdminGetUser: adminGetUser as Operation<never>,
  ListUsers: listUsers as Operation<never>,
  AdminAddUserToGroup: adminAddUserToGroup as Operation<never>,
  AdminRemoveUserFromGroup: adminRemoveUserFromGroup as Operation<never>,
  AdminListGroupsForUser: adminListGroupsForUser as Operation<never>,
  AdminEnableUser: adminEnableUser as Operation<never>,
  AdminDisableUser: adminDisableUser as Operation<never>,
  AdminSetUserPassword: adminSetUserPassword as Operation<never>,
  AdminUpdateUserAttributes: adminUpdateUserAttributes as Operation<never>,
  AdminUserGlobalSignOut: adminUserGlobalSignOut as Operation<never>,
  AdminDeleteUser: adminDeleteUser as Operation<never>,
  AdminSetUserMFAPreference: adminSetUserMfaPreference as Operation<never>,
};
