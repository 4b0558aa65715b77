import { and, eq, gte, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Database, Transaction } from '../db';
import { identityChallenges } from '../schema';
import { hashToken } from '../tokens';

/** RFC 6238 as authenticator apps and Cognito use it: SHA-1, 6 digits, 30 s steps. */
const PERIOD_S = 30;
const totpFor = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new shared secret: 32 random bytes in base32 (52 characters), as Cognito hands them out. */
export const newTotpSecret = () => new Secret({ size: 32 }).base32;

/** The code of a time (authenticator apps do this; the tests too). */
export const totpCode = (secret: string, at = Date.now()) =>
  totpFor(secret).generate({ timestamp: at });

/** The time step a code belongs to, accepting one step either side of now; null if none. */
export function matchingStep(secret: string, code: string, at = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? null : Math.floor(at / 1000 / PERIOD_S) + delta;
}

const USED = 'TOTP_STEP_USED';
/** A used step only matters while it could still be accepted: 3 steps at most. */
const USED_TTL_MS = 4 * PERIOD_S * 1000;

/**
 * Records that the user spent this step; false if it, or a later one, was spent already (a code
 * seen once, e.g. over a shoulder, cannot sign in again). The marker is a short-lived row of
 * identity_challenges whose key is the user and step, so two concurrent uses cannot both win.
 */
export async function claimStep(
  db: Database | Transaction,
  poolId: string,
  userId: string,
  step: number,
): Promise<boolean> {
  const now = new Date();
  const [later] = await db
    .select({ key: identityChallenges.sessionHash })
    .from(identityChallenges)
    .where(
      and(
        eq(identityChallenges.userId, userId),
        eq(identityChallenges.challengeName, USED),
        gte(sql`(${identityChallenges.state} ->> 'step')::bigint`, step),
        gte(identityChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  if (later) return false;
  const inserted = await db
    .insert(identityChallenges)
    .values({
      sessionHash: hashToken(`totp-step:${userId}:${step}`),
      poolId,
      userId,
      challengeName: USED,
      state: { step },
      expiresAt: new Date(now.getTime() + USED_TTL_MS),
    })
    .onConflictDoNothing()
    .returning({ key: identityChallenges.sessionHash });
  return inserted.length === 1;
}
