import type { IdentityUserRow } from '../schema';
import { sessionExpired, type ChallengeRow } from '../challenge-store';
import { notAuthorized } from '../errors';
import type { EmbeddedIdentity } from '../service';
import { findUserById } from '../users';

/**
 * The user a challenge Session belongs to. A USERNAME that names someone else, or a user who
 * is gone, makes the Session worthless; a disabled user is told so.
 */
export async function sessionUser(
  identity: EmbeddedIdentity,
  challenge: ChallengeRow,
  username: string | undefined,
): Promise<IdentityUserRow> {
  const user = challenge.userId ? await findUserById(identity.db, challenge.userId) : undefined;
  if (!user) throw sessionExpired();
  const named = username?.trim().toLowerCase();
  if (named && named !== user.id && named !== user.email) throw sessionExpired();
  if (!user.enabled) throw notAuthorized('User is disabled.');
  return user;
}
