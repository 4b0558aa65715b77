import { eq } from 'drizzle-orm';
import type { Transaction } from './db';
import { toDirectoryUser, type DirectoryUser } from './directory';
import { CognitoError } from './errors';
import { generateTemporaryPassword } from './passwords';
import { ROLE_GROUPS } from './pool';
import { identityUsers } from './schema';
import type { EmbeddedIdentity } from './service';
import { revokeUserSessions } from './tokens';
import {
  addUserToGroup,
  createUser,
  findUserBySignInName,
  listUsers,
  removeUserFromGroup,
  setUserPassword,
  updateUserAttributes,
} from './users';

export type PoolRole = (typeof ROLE_GROUPS)[number]['name'];

export interface NewPoolUser {
  email: string;
  /** Cognito attributes: name, given_name, custom:orgId, custom:role, ... */
  attributes: Record<string, string>;
  /** Groups by name; the first by precedence is the role. */
  groups: PoolRole[];
  password: string;
  /** A temporary password must be replaced at the first sign-in (FORCE_CHANGE_PASSWORD). */
  temporary: boolean;
}

/**
 * The embedded pool's administration, as the product's own tools use it (the admin CLI, the
 * demo seed): what `aws cognito-idp admin-*` does against a real pool. Each call that ends a
 * person's sessions says how many it ended, and this process's token checks forget them at once.
 */
export interface PoolAdmin {
  /** `tx`: a transaction of the host's to create the person in (the seed's, the CLI's). */
  createUser(input: NewPoolUser, tx?: Transaction): Promise<DirectoryUser>;
  listUsers(filter?: { orgId?: number }): Promise<DirectoryUser[]>;
  /** A new temporary password (returned once); ends the person's sessions. */
  resetPassword(email: string): Promise<{ user: DirectoryUser; password: string; ended: number }>;
  /** The role is the person's one role group and their custom:role; ends their sessions. */
  setRole(email: string, role: PoolRole): Promise<{ user: DirectoryUser; ended: number }>;
  /** Requires (or stops requiring) a second factor of one person in an optional-MFA pool. */
  setMfaRequired(email: string, required: boolean): Promise<DirectoryUser>;
  /** Ends every session of a person (GlobalSignOut on their behalf). */
  signOutEverywhere(userId: string, reason: string): Promise<number>;
  generateTemporaryPassword(): string;
}

export class UnknownUserError extends Error {
  override name = 'UnknownUserError';
  constructor(readonly email: string) {
    super(`There is no user ${email}.`);
  }
}

export function poolAdmin(identity: EmbeddedIdentity): PoolAdmin {
  const { db, pool } = identity;
  const userByEmail = async (email: string) => {
    const user = await findUserBySignInName(db, pool.id, email);
    if (!user) throw new UnknownUserError(email);
    return user;
  };
  const ended = (userId: string, reason: string, sessionIds: string[]) => {
    identity.revocations.notify({ userId, sessionIds, reason });
    return sessionIds.length;
  };
  const fresh = async (userId: string) => {
    const [row] = await db.select().from(identityUsers).where(eq(identityUsers.id, userId));
    if (!row) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    return toDirectoryUser(db, row);
  };

  return {
    async createUser(input, tx) {
      const row = await createUser(tx ?? db, pool, input);
      return toDirectoryUser(tx ?? db, row);
    },
    async listUsers(filter = {}) {
      const rows = await listUsers(db, pool.id, filter);
      return Promise.all(rows.map((row) => toDirectoryUser(db, row)));
    },
    async resetPassword(email) {
      const user = await userByEmail(email);
      const password = generateTemporaryPassword();
      const reason = 'password reset by an administrator';
      const sessions = await db.transaction(async (tx) => {
        await setUserPassword(tx, pool, user, password, false);
        return revokeUserSessions(tx, user.id, reason);
      });
      return { user: await fresh(user.id), password, ended: ended(user.id, reason, sessions) };
    },
    async setRole(email, role) {
      const user = await userByEmail(email);
      const reason = 'role changed by an administrator';
      const sessions = await db.transaction(async (tx) => {
        for (const group of ROLE_GROUPS)
          if (group.name !== role) await removeUserFromGroup(tx, user.id, group.name);
        await addUserToGroup(tx, pool, user.id, role);
        await updateUserAttributes(tx, user, { 'custom:role': role });
        return revokeUserSessions(tx, user.id, reason);
      });
      return { user: await fresh(user.id), ended: ended(user.id, reason, sessions) };
    },
    async setMfaRequired(email, required) {
      const user = await userByEmail(email);
      await db
        .update(identityUsers)
        .set({ mfaRequired: required, updatedAt: new Date() })
        .where(eq(identityUsers.id, user.id));
      return fresh(user.id);
    },
    async signOutEverywhere(userId, reason) {
      return ended(userId, reason, await revokeUserSessions(db, userId, reason));
    },
    generateTemporaryPassword: () => generateTemporaryPassword(),
  };
}
