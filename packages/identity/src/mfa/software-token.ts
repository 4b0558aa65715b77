import { eq } from 'drizzle-orm';
import { identityUsers, type IdentityUserRow } from '../schema';
import { openChallenge, readChallenge, takeChallenge } from '../challenge-store';
import { CognitoError } from '../errors';
import type { EmbeddedIdentity } from '../service';
import { claimStep, matchingStep, newTotpSecret } from './totp';

/*
 * AssociateSoftwareToken / VerifySoftwareToken for a signed-in user (AccessToken). The new
 * secret waits, unverified, in a row keyed by the user; the current one keeps working until a
 * code from the new one is verified.
 */

const ASSOCIATION = 'SOFTWARE_TOKEN_ASSOCIATION';
/** Time to scan the secret into an app and type the first code. */
const ASSOCIATION_TTL_MS = 15 * 60_000;
const associationKey = (userId: string) => `totp-association:${userId}`;

export const codeMismatchOnVerify = () =>
  new CognitoError(
    'EnableSoftwareTokenMFAException',
    'Code mismatch and fail enable Software Token MFA',
  );

export async function associateForUser(identity: EmbeddedIdentity, user: IdentityUserRow) {
  const secret = newTotpSecret();
  await openChallenge(identity.db, {
    poolId: identity.pool.id,
    userId: user.id,
    challengeName: ASSOCIATION,
    state: { secret },
    token: associationKey(user.id),
    ttlMs: ASSOCIATION_TTL_MS,
  });
  return secret;
}

/** A code from the secret (one step either side, never a spent step), then the secret is the user's. */
export async function verifyCodeForSecret(
  identity: EmbeddedIdentity,
  userId: string,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = matchingStep(secret, code.trim());
  return step !== null && (await claimStep(identity.db, identity.pool.id, userId, step));
}

export async function verifyForUser(
  identity: EmbeddedIdentity,
  user: IdentityUserRow,
  code: string,
): Promise<void> {
  const key = associationKey(user.id);
  const pending = await readChallenge<{ secret: string }>(identity.db, key, [ASSOCIATION]).catch(
    () => null,
  );
  if (!pending)
    throw new CognitoError(
      'SoftwareTokenMFANotFoundException',
      'Software Token MFA has not been associated with the user.',
    );
  if (!(await verifyCodeForSecret(identity, user.id, pending.state.secret, code)))
    throw codeMismatchOnVerify();
  await takeChallenge(identity.db, key, [ASSOCIATION]);
  await identity.db
    .update(identityUsers)
    .set({ totpSecret: pending.state.secret, updatedAt: new Date() })
    .where(eq(identityUsers.id, user.id));
}
