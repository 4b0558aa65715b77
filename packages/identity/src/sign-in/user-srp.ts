import { randomBytes } from 'node:crypto';
import { openChallenge, takeChallenge } from '../challenge-store';
import { invalidParameter } from '../errors';
import type { EmbeddedIdentity } from '../service';
import {
  claimSignature,
  parseClientPublic,
  parseSrpTimestamp,
  passwordAuthenticationKey,
  serverEphemeral,
  signatureMatches,
} from '../srp-server';
import { fromHex } from '../srp';
import { findUserById, findUserBySignInName } from '../users';
import { decoyUser } from './decoy';
import { required, type Parameters } from './parameters';
import type { SignInStep } from './steps';

/** How far the client's TIMESTAMP may be from our clock. */
const TIMESTAMP_TOLERANCE_MS = 5 * 60_000;

interface SrpState extends Record<string, unknown> {
  A: string;
  B: string;
  b: string;
  userIdForSrp: string;
  /** The name the client started with, to rebuild a decoy's verifier. */
  name: string;
}

/**
 * InitiateAuth USER_SRP_AUTH: the client's A in, the server's B, the user's salt and a secret
 * block out. b, B and A wait in identity_challenges under the secret block for 3 minutes.
 */
export async function startSrpAuth(
  identity: EmbeddedIdentity,
  parameters: Parameters,
): Promise<SignInStep> {
  const name = required(parameters, 'USERNAME');
  const A = parseClientPublic(required(parameters, 'SRP_A'));
  if (A === null) throw invalidParameter('SRP_A is not a valid SRP value.');
  const user = await findUserBySignInName(identity.db, identity.pool.id, name);
  const subject =
    user?.srpSalt && user.srpVerifier
      ? { userId: user.id, salt: user.srpSalt, verifier: user.srpVerifier }
      : decoyUser(identity.pool, name);
  const { b, B } = serverEphemeral(subject.verifier);
  const secretBlock = randomBytes(96).toString('base64');
  const state: SrpState = {
    A: A.toString(16),
    B: B.toString(16),
    b,
    userIdForSrp: subject.userId,
    name,
  };
  await openChallenge(identity.db, {
    poolId: identity.pool.id,
    userId: user?.srpVerifier ? user.id : null,
    challengeName: 'PASSWORD_VERIFIER',
    state,
    token: secretBlock,
  });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: subject.salt,
      SECRET_BLOCK: secretBlock,
      SRP_B: B.toString(16),
      USERNAME: subject.userId,
      USER_ID_FOR_SRP: subject.userId,
    },
  };
}

/**
 * RespondToAuthChallenge PASSWORD_VERIFIER: the client proves it knows the password by signing
 * with the key both sides derive. The secret block is good for one answer, right or wrong.
 * Returns the user the challenge was for (none for a decoy) and whether the proof holds.
 */
export async function verifyPasswordClaim(identity: EmbeddedIdentity, responses: Parameters) {
  const username = required(responses, 'USERNAME');
  const secretBlock = required(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
  const signature = required(responses, 'PASSWORD_CLAIM_SIGNATURE');
  const timestampText = required(responses, 'TIMESTAMP');
  const timestamp = parseSrpTimestamp(timestampText);
  if (!timestamp)
    throw invalidParameter('TIMESTAMP format should be EEE MMM d HH:mm:ss z yyyy in english.');

  const challenge = await takeChallenge<SrpState>(identity.db, secretBlock, ['PASSWORD_VERIFIER']);
  const { state } = challenge;
  const user = challenge.userId ? await findUserById(identity.db, challenge.userId) : undefined;
  const verifier = user?.srpVerifier ?? decoyUser(identity.pool, state.name).verifier;
  const key = passwordAuthenticationKey({
    A: fromHex(state.A),
    B: fromHex(state.B),
    b: state.b,
    verifierHex: verifier,
  });
  const expected = key
    ? claimSignature({
        key,
        poolName: identity.pool.name,
        userId: state.userIdForSrp,
        secretBlock,
        timestamp: timestampText,
      })
    : null;
  const signed = expected !== null && signatureMatches(expected, signature);
  const fresh = Math.abs(Date.now() - timestamp.getTime()) <= TIMESTAMP_TOLERANCE_MS;
  const sameUser = username === state.userIdForSrp || username.toLowerCase() === user?.email;
  return { user, name: state.name, proven: !!user && signed && fresh && sameUser };
}
