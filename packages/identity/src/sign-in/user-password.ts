import { assertNotLocked } from '../guard/lockout';
import { hashPassword, verifyPassword } from '../passwords';
import type { EmbeddedIdentity } from '../service';
import { findUserBySignInName } from '../users';
import { required, type Parameters } from './parameters';

/** A hash no password matches, verified for unknown names so they take as long as real ones. */
const decoyHash = hashPassword(`decoy-${crypto.randomUUID()}`);

/**
 * USER_PASSWORD_AUTH's first factor: the password itself, checked against the argon2id hash
 * (unless the name is locked out, which is refused before any work). Returns the user the name
 * points at (if any) and whether the password was right.
 */
export async function checkPassword(identity: EmbeddedIdentity, parameters: Parameters) {
  const name = required(parameters, 'USERNAME');
  const password = required(parameters, 'PASSWORD');
  const user = await findUserBySignInName(identity.db, identity.pool.id, name);
  assertNotLocked(identity, user, name);
  const hash = user?.passwordHash ?? (await decoyHash);
  const proven = (await verifyPassword(hash, password)) && !!user?.passwordHash;
  return { user, name, proven };
}
