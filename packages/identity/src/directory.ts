import { randomBytes } from 'node:crypto';
import type { Database, Transaction } from './db';
import {
  dropChallenge,
  openChallenge,
  readChallenge,
  updateChallengeState,
} from './challenge-store';
import { CognitoError } from './errors';
import { codeMatches, codeDigest, newEmailCode } from './mfa/email-otp';
import type { IdentityUserRow } from './schema';
import { mailSecret, type EmbeddedIdentity } from './service';
import { findUserById, findUserBySignInName, groupsOf, listUsers, normaliseEmail } from './users';
import { updateUserAttributes } from './users';
import { hashToken } from './tokens';

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
 * What the product's services (not the sign-in protocol) need from the user pool: look people up,
 * change their name, and change their sign-in e-mail the way Cognito does (UpdateUserAttributes
 * then VerifyUserAttribute): the new address only becomes the sign-in name once the code mailed
 * to it is confirmed.
 */
export interface IdentityDirectory {
  findByEmail(email: string): Promise<DirectoryUser | null>;
  findById(userId: string): Promise<DirectoryUser | null>;
  listByOrg(orgId: number): Promise<DirectoryUser[]>;
  updateName(userId: string, name: string): Promise<void>;
  /**
   * Starts a change of the sign-in e-mail: a code goes to the new address, which stays pending
   * until `confirmEmailChange`. Whether another account holds the address is not told: then no
   * code is sent, and the pending change can never be confirmed.
   */
  requestEmailChange(userId: string, email: string): Promise<void>;
  /** The address waiting for its code, if any. */
  pendingEmail(userId: string): Promise<string | null>;
  /** Confirms the pending address with its code; a wrong, expired or spent code is refused. */
  confirmEmailChange(userId: string, code: string): Promise<DirectoryUser>;
}

/** Why an e-mail change was not confirmed; `message` is Cognito's own text. */
export class EmailCodeRejected extends Error {
  override name = 'EmailCodeRejected';
  constructor(
    readonly reason: 'mismatch' | 'expired',
    message: string,
  ) {
    super(message);
  }
}

/** Cognito keeps attribute verification codes for 24 hours. */
export const EMAIL_CODE_TTL_MS = 24 * 60 * 60_000;
/** Wrong codes before the pending change is dropped (a new one must be requested). */
export const EMAIL_CODE_ATTEMPTS = 5;

const EMAIL_CHANGE = 'EMAIL_VERIFICATION';
const changeToken = (userId: string) => `email-verification:${userId}`;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface PendingChange extends Record<string, unknown> {
  email: string;
  salt: string;
  digest: string;
  attempts: number;
}

const mismatch = () =>
  new EmailCodeRejected('mismatch', 'Invalid verification code provided, please try again.');
const expired = () =>
  new EmailCodeRejected('expired', 'Invalid code provided, please request a code again.');

export async function toDirectoryUser(
  db: Database | Transaction,
  row: IdentityUserRow,
): Promise<DirectoryUser> {
  return {
    id: row.id,
    email: row.email,
    name: row.attributes.name ?? row.attributes.given_name ?? null,
    orgId: row.attributes['custom:orgId'] ?? null,
    groups: await groupsOf(db, row.id),
    attributes: row.attributes,
    enabled: row.enabled,
    status: row.status,
  };
}

export function embeddedDirectory(identity: EmbeddedIdentity): IdentityDirectory {
  const { db } = identity;
  const pending = async (userId: string) => {
    try {
      return await readChallenge<PendingChange>(db, changeToken(userId), [EMAIL_CHANGE]);
    } catch {
      return null;
    }
  };
  const existing = async (userId: string) => {
    const row = await findUserById(db, userId);
    if (!row) throw new Error(`No user ${userId} in the pool`);
    return row;
  };

  return {
    async findByEmail(email) {
      const row = await findUserBySignInName(db, identity.pool.id, email);
      return row ? toDirectoryUser(db, row) : null;
    },
    async findById(userId) {
      const row = await findUserById(db, userId);
      return row ? toDirectoryUser(db, row) : null;
    },
    async listByOrg(orgId) {
      const rows = await listUsers(db, identity.pool.id, { orgId });
      return Promise.all(rows.map((row) => toDirectoryUser(db, row)));
    },
    async updateName(userId, name) {
      const row = await existing(userId);
      if (row.attributes.name !== name) await updateUserAttributes(db, row, { name });
    },
    async requestEmailChange(userId, email) {
      const row = await existing(userId);
      const address = normaliseEmail(email);
      if (!EMAIL.test(address))
        throw new CognitoError('InvalidParameterException', 'Invalid email address format.');
      const code = newEmailCode();
      const salt = randomBytes(16).toString('hex');
      await openChallenge(db, {
        poolId: identity.pool.id,
        userId,
        challengeName: EMAIL_CHANGE,
        token: changeToken(userId),
        ttlMs: EMAIL_CODE_TTL_MS,
        state: { email: address, salt, digest: codeDigest(salt, code), attempts: 0 },
      });
      // An address another account holds gets no code (and cannot be confirmed); the caller's
      // answer is the same either way.
      if (await findUserBySignInName(db, identity.pool.id, address)) return;
      const orgId = Number(row.attributes['custom:orgId']);
      await mailSecret(identity, {
        orgId: Number.isSafeInteger(orgId) && orgId > 0 ? orgId : null,
        kind: 'identity.email-verification',
        to: address,
        subject: 'Your verification code',
        text: `Your verification code is ${code}. Enter it to confirm this e-mail address.`,
        redactedText: 'An e-mail verification code was sent to this address.',
      });
    },
    async pendingEmail(userId) {
      return (await pending(userId))?.state.email ?? null;
    },
    async confirmEmailChange(userId, code) {
      const change = await pending(userId);
      if (!change) throw expired();
      const state = change.state;
      if (!codeMatches(state.salt, state.digest, code)) {
        const attempts = state.attempts + 1;
        if (attempts >= EMAIL_CODE_ATTEMPTS) await dropChallenge(db, change.sessionHash);
        else await updateChallengeState(db, change.sessionHash, { ...state, attempts });
        throw mismatch();
      }
      const row = await existing(userId);
      try {
        await db.transaction(async (tx) => {
          await dropChallenge(tx, hashToken(changeToken(userId)));
          await updateUserAttributes(tx, row, { email: state.email }, { verified: true });
        });
      } catch (error) {
        // Taken by another account since the request: the code confirms nothing.
        if (error instanceof CognitoError && error.type === 'AliasExistsException') {
          await dropChallenge(db, change.sessionHash);
          throw mismatch();
        }
        throw error;
      }
      return toDirectoryUser(db, await existing(userId));
    },
  };
}
