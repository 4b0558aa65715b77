import { eq, sql } from 'drizzle-orm';
import { identityUsers, type IdentityUserRow } from '../schema';
import { notAuthorized } from '../errors';
import { decoyUser } from '../sign-in/decoy';
import type { EmbeddedIdentity } from '../service';
import { afterFailure, isLocked, type FailureRecord } from './lockout-rules';

const NO_FAILURES: FailureRecord = { failedAttempts: 0, lastFailedAt: null, lockedUntil: null };

const passwordAttemptsExceeded = () => notAuthorized('Password attempts exceeded');

/** Before a password is even looked at: a locked user (or name) is refused, and nothing is counted. */
export function assertNotLocked(
  identity: EmbeddedIdentity,
  user: IdentityUserRow | undefined,
  name: string,
  now = new Date(),
): void {
  const record = user ?? identity.guards.decoyFailures.get(name);
  if (isLocked(record, now)) throw passwordAttemptsExceeded();
}

/**
 * Counts a failure toward the lockout. A real user's count is a row; a name that is no user is
 * counted in memory, but runs the very same statements against a decoy id that matches no row,
 * so that a wrong password costs the same for both and its time tells nothing (finding 9a).
 * The commit does not wait for the WAL flush (only the real path writes a row, and a flush
 * would be the difference); a crash may lose the last fraction of a second of counts.
 */
async function recordFailure(identity: EmbeddedIdentity, userId: string, now: Date) {
  await identity.db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    const [current] = await tx
      .select({
        failedAttempts: identityUsers.failedAttempts,
        lastFailedAt: identityUsers.lastFailedAt,
        lockedUntil: identityUsers.lockedUntil,
      })
      .from(identityUsers)
      .where(eq(identityUsers.id, userId))
      .for('update');
    await tx
      .update(identityUsers)
      .set(afterFailure(current ?? NO_FAILURES, now))
      .where(eq(identityUsers.id, userId));
  });
}

async function recordSuccess(identity: EmbeddedIdentity, user: IdentityUserRow) {
  if (user.failedAttempts === 0 && user.lockedUntil === null) return;
  await identity.db
    .update(identityUsers)
    .set({ failedAttempts: 0, lastFailedAt: null, lockedUntil: null })
    .where(eq(identityUsers.id, user.id));
}

/**
 * The outcome of a first factor (password, SRP proof, e-mailed sign-in code): a failure is
 * counted (toward the lockout) and answered with `failure()` (a wrong password by default),
 * whoever the name belonged to; a success clears the count. Returns the user, who may then
 * still be disabled.
 */
export async function settleFirstFactor(
  identity: EmbeddedIdentity,
  outcome: { user: IdentityUserRow | undefined; name: string; proven: boolean },
  failure: () => Error = () => notAuthorized(),
): Promise<IdentityUserRow> {
  const now = new Date();
  assertNotLocked(identity, outcome.user, outcome.name, now);
  if (!outcome.user || !outcome.proven) {
    if (outcome.user) await recordFailure(identity, outcome.user.id, now);
    else {
      identity.guards.decoyFailures.fail(outcome.name, now);
      await recordFailure(identity, decoyUser(identity.pool, outcome.name).userId, now);
    }
    throw failure();
  }
  await recordSuccess(identity, outcome.user);
  if (!outcome.user.enabled) throw notAuthorized('User is disabled.');
  return outcome.user;
}
