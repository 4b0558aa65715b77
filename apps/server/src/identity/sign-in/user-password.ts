import { verifyPassword } from '../passwords';
import type { EmbeddedIdentity } from '../service';
import { findUserBySignInName } from '../users';
import { required, type Parameters } from './parameters';

/**
 * USER_PASSWORD_AUTH's first factor: the password itself, checked against the argon2id hash.
 * Returns the user the name points at (if any) and whether the password was right.
 */
export async function checkPassword(identity: EmbeddedIdentity, parameters: Parameters) {
  const name = required(parameters, 'USERNAME');
  const password = required(parameters, 'PASSWORD');
  const user = await findUserBySignInName(identity.db, identity.pool.id, name);
  const proven = !!user?.passwordHash && (await verifyPassword(user.passwordHash, password));
  return { user, proven };
}
