import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database, Transaction } from './db';
import { identityChallenges } from './schema';
import { CognitoError } from './errors';
import { opaqueToken } from './ids';
import { hashToken } from './tokens';

type Db = Database | Transaction;

/** A sign-in in progress lives this long between two calls, as Cognito's Session does. */
const CHALLENGE_TTL_MS = 3 * 60_000;

export type ChallengeState = Record<string, unknown>;

export interface ChallengeRow<State extends ChallengeState = ChallengeState> {
  sessionHash: string;
  userId: string | null;
  challengeName: string;
  state: State;
  expiresAt: Date;
}

export const sessionExpired = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');

/**
 * Stores the state of the next step and returns the opaque `Session` string for the client; only
 * its hash is kept. `token` lets SRP key the row by its SECRET_BLOCK instead.
 */
export async function openChallenge(
  db: Db,
  input: {
    poolId: string;
    userId: string | null;
    challengeName: string;
    state: ChallengeState;
    token?: string;
    ttlMs?: number;
  },
): Promise<string> {
  const token = input.token ?? opaqueToken(96);
  const now = Date.now();
  // Expired rows are dropped as new ones arrive: the table only ever holds minutes of sign-ins.
  await db.delete(identityChallenges).where(lt(identityChallenges.expiresAt, new Date(now)));
  const row = {
    sessionHash: hashToken(token),
    poolId: input.poolId,
    userId: input.userId,
    challengeName: input.challengeName,
    state: input.state,
    expiresAt: new Date(now + (input.ttlMs ?? CHALLENGE_TTL_MS)),
  };
  // A given token (a per-user key) replaces its earlier row; random ones never collide.
  await db
    .insert(identityChallenges)
    .values(row)
    .onConflictDoUpdate({ target: identityChallenges.sessionHash, set: row });
  return token;
}

/** The unexpired row of a Session, if it waits for one of these challenges. */
const live = (token: string, challengeNames: readonly string[]) =>
  and(
    eq(identityChallenges.sessionHash, hashToken(token)),
    gt(identityChallenges.expiresAt, new Date()),
    inArray(identityChallenges.challengeName, [...challengeNames]),
  );

/** The live challenge behind a Session, or Cognito's "session is expired". */
export async function readChallenge<State extends ChallengeState>(
  db: Db,
  token: string | undefined,
  challengeNames: readonly string[],
): Promise<ChallengeRow<State>> {
  if (!token) throw sessionExpired();
  const [row] = await db
    .select()
    .from(identityChallenges)
    .where(live(token, challengeNames))
    .limit(1);
  if (!row) throw sessionExpired();
  return row as ChallengeRow<State>;
}

/**
 * Takes the challenge out of the table: of two concurrent answers only one gets the row, so a
 * Session (or an SRP secret block) is good for one successful step.
 */
export async function takeChallenge<State extends ChallengeState>(
  db: Db,
  token: string | undefined,
  challengeNames: readonly string[],
): Promise<ChallengeRow<State>> {
  if (!token) throw sessionExpired();
  const [row] = await db.delete(identityChallenges).where(live(token, challengeNames)).returning();
  if (!row) throw sessionExpired();
  return row as ChallengeRow<State>;
}

/** Replaces the state of a live challenge (a wrong code counted, a TOTP secret associated). */
export async function updateChallengeState(db: Db, sessionHash: string, state: ChallengeState) {
  await db
    .update(identityChallenges)
    .set({ state })
    .where(eq(identityChallenges.sessionHash, sessionHash));
}

export async function dropChallenge(db: Db, sessionHash: string) {
  await db.delete(identityChallenges).where(eq(identityChallenges.sessionHash, sessionHash));
}
