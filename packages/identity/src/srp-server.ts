import { createDiffieHellman, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { N, fromHex, g, hashHex, k, padHex } from './srp';

/*
 * The server's half of Cognito's SRP-6a (USER_SRP_AUTH, then PASSWORD_VERIFIER). The client
 * (Amplify, amazon-cognito-identity-js) derives a 16-byte key from S and u with HKDF and signs
 * poolName | userId | secretBlock | timestamp with it; we derive the same key from the verifier.
 */

const PRIME = Buffer.from(N.toString(16).padStart(768, '0'), 'hex');
const toFixedBytes = (value: bigint) => Buffer.from(value.toString(16).padStart(768, '0'), 'hex');
const evenHex = (value: bigint) => {
  const hex = value.toString(16);
  return hex.length % 2 === 0 ? hex : `0${hex}`;
};

/**
 * `base^exponent mod N` through OpenSSL's Diffie-Hellman, which is much faster than BigInt and
 * does not branch on the secret exponent.
 */
function modPowOpenSsl(base: bigint, exponentHex: string): bigint {
  const dh = createDiffieHellman(PRIME, Buffer.from([Number(g)]));
  dh.setPrivateKey(Buffer.from(exponentHex, 'hex'));
  if (base === g) return fromHex(dh.generateKeys('hex'));
  return fromHex(dh.computeSecret(toFixedBytes(base)).toString('hex'));
}

export interface ServerEphemeral {
  /** The server's secret b (hex), kept in the challenge row, never sent. */
  b: string;
  /** B = k·v + g^b mod N, sent as SRP_B. */
  B: bigint;
}

/** b and B for a user's verifier (hex). */
export function serverEphemeral(verifierHex: string): ServerEphemeral {
  const verifier = fromHex(verifierHex);
  for (;;) {
    const b = randomBytes(32).toString('hex');
    const B = (k * verifier + modPowOpenSsl(g, b)) % N;
    if (B !== 0n) return { b, B };
  }
}

/** u = H(A | B), as both clients compute it. */
const scramble = (A: bigint, B: bigint) => fromHex(hashHex(padHex(A) + padHex(B)));

/** HKDF-SHA256 with one block of output, cut to 16 bytes: Cognito's "Caldera Derived Key". */
function hkdf(ikm: Buffer, salt: Buffer): Buffer {
  const prk = createHmac('sha256', salt).update(ikm).digest();
  const info = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);
  return createHmac('sha256', prk).update(info).digest().subarray(0, 16);
}

/** Reads SRP_A; a value that is 0 mod N would let anyone pass, so it is refused (null). */
export function parseClientPublic(hex: string): bigint | null {
  if (!/^[0-9a-f]{1,1024}$/i.test(hex)) return null;
  const A = fromHex(hex);
  return A % N === 0n ? null : A;
}

/** The key the client derived, computed from our side: S = (A · v^u)^b mod N. */
export function passwordAuthenticationKey(input: {
  A: bigint;
  B: bigint;
  b: string;
  verifierHex: string;
}): Buffer | null {
  const u = scramble(input.A, input.B);
  const verifier = /^[0-9a-f]+$/i.test(input.verifierHex) ? fromHex(input.verifierHex) : 0n;
  // OpenSSL takes bases in (1, N - 1) only; a real verifier always is.
  if (u === 0n || verifier <= 1n || verifier >= N - 1n) return null;
  // u is public, but OpenSSL is faster than BigInt here too.
  const base = (input.A * modPowOpenSsl(verifier, evenHex(u))) % N;
  if (base <= 1n || base === N - 1n) return null;
  const S = modPowOpenSsl(base, input.b);
  return hkdf(Buffer.from(padHex(S), 'hex'), Buffer.from(padHex(u), 'hex'));
}

/** HMAC-SHA256(key, poolName | userId | secretBlock bytes | timestamp), as the clients sign. */
export function claimSignature(input: {
  key: Buffer;
  poolName: string;
  userId: string;
  secretBlock: string;
  timestamp: string;
}): Buffer {
  return createHmac('sha256', input.key)
    .update(Buffer.from(input.poolName, 'utf8'))
    .update(Buffer.from(input.userId, 'utf8'))
    .update(Buffer.from(input.secretBlock, 'base64'))
    .update(Buffer.from(input.timestamp, 'utf8'))
    .digest();
}

/** Constant-time comparison of the expected signature with the base64 one the client sent. */
export function signatureMatches(expected: Buffer, givenBase64: string): boolean {
  const given = Buffer.from(givenBase64, 'base64');
  if (given.length !== expected.length) {
    timingSafeEqual(expected, expected);
    return false;
  }
  return timingSafeEqual(expected, given);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TIMESTAMP =
  /^(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat) ([A-Z][a-z]{2}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/;

/** Parses the clients' TIMESTAMP, `ddd MMM D HH:mm:ss UTC YYYY` (English, UTC). */
export function parseSrpTimestamp(text: string): Date | null {
  const match = TIMESTAMP.exec(text);
  if (!match) return null;
  const [, month, day, hours, minutes, seconds, year] = match;
  const monthIndex = MONTHS.indexOf(month!);
  if (monthIndex < 0) return null;
  const date = new Date(
    Date.UTC(
      Number(year),
      monthIndex,
      Number(day),
      Number(hours),
      Number(minutes),
      Number(seconds),
    ),
  );
  return Number.isNaN(date.getTime()) ? null : date;
}
