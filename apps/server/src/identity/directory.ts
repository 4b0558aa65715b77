import type { IdentityUserRow } from '../db/schema';
import { CognitoError } from './errors';
import type { EmbeddedIdentity } from './service';
import {
  findUserById,
  findUserBySignInName,
  groupsOf,
  listUsers,
  updateUserAttributes,
} from './users';

/** A person as the product's own services see them in the user pool. */
export interface DirectoryUser {
  id: string;
  email: string;
  name: string | null;
  orgId: string | null;
  groups: string[];
  attributes: Record<string, string>;
  enabled: boolean;
  status: string;
}

/**
 * What the product's services (not the sign-in protocol) need from the user pool: look people up
 * and change their name or e-mail. The embedded pool answers from its tables.
 */
export interface IdentityDirectory {
  findByEmail(email: string): Promise<DirectoryUser | null>;
  findById(userId: string): Promise<DirectoryUser | null>;
  listByOrg(orgId: number): Promise<DirectoryUser[]>;
  /** Changes name and e-mail; a taken e-mail is an EmailTakenError. */
  updateNameAndEmail(userId: string, changes: { name: string; email: string }): Promise<void>;
}

export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

async function toDirectoryUser(
  identity: EmbeddedIdentity,
  row: IdentityUserRow,
): Promise<DirectoryUser> {
  return {
    id: row.id,
    email: row.email,
    name: row.attributes.name ?? row.attributes.given_name ?? null,
    orgId: row.attributes['custom:orgId'] ?? null,
    groups: await groupsOf(identity.db, row.id),
    attributes: row.attributes,
    enabled: row.enabled,
    status: row.status,
  };
}

export function embeddedDirectory(identity: EmbeddedIdentity): IdentityDirectory {
  return {
    async findByEmail(email) {
      const row = await findUserBySignInName(identity.db, identity.pool.id, email);
      return row ? toDirectoryUser(identity, row) : null;
    },
    async findById(userId) {
      const row = await findUserById(identity.db, userId);
      return row ? toDirectoryUser(identity, row) : null;
    },
    async listByOrg(orgId) {
      const rows = await listUsers(identity.db, identity.pool.id, { orgId });
      return Promise.all(rows.map((row) => toDirectoryUser(identity, row)));
    },
    async updateNameAndEmail(userId, changes) {
      const row = await findUserById(identity.db, userId);
      if (!row) throw new Error(`No user ${userId} in the pool`);
      try {
        await updateUserAttributes(identity.db, row, { name: changes.name, email: changes.email });
      } catch (error) {
        if (error instanceof CognitoError && error.type === 'AliasExistsException')
          throw new EmailTakenError(error.message);
        throw error;
      }
    },
  };
}
