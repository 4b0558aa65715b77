import { createHmac } from 'node:crypto';
import type { PoolInfo } from '../pool';
import { N, fromHex, padHex } from '../srp';

/**
 * What USER_SRP_AUTH answers for a name that is no user of the pool: a challenge that looks and
 * stays like a real one (the same salt and user id every time for the same name), so that the
 * failure comes only at PASSWORD_VERIFIER, with the wrong-password message.
 */
export interface DecoyUser {
  userId: string;
  salt: string;
  verifier: string;
}

/** A key of the pool's own, derived from its admin secret, used for nothing else. */
const decoyKey = (pool: PoolInfo) =>
  createHmac('sha256', pool.adminSecretAccessKey).update('srp-decoy-user').digest();

const derive = (pool: PoolInfo, label: string, name: string) =>
  createHmac('sha256', decoyKey(pool)).update(`${label}\0${name.trim().toLowerCase()}`).digest();

/** Formats 16 bytes as a version-4 UUID, the shape of our users' ids. */
function asUuid(bytes: Buffer): string {
  const b = Buffer.from(bytes.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function decoyUser(pool: PoolInfo, name: string): DecoyUser {
  const salt = padHex(fromHex(derive(pool, 'salt', name).subarray(0, 16).toString('hex')));
  // Any number below N serves as the verifier; 12 HMAC blocks give one as long as a real one,
  // without the cost of a modular exponentiation that real users' sign-ins do not pay here.
  const blocks = Array.from({ length: 12 }, (_, i) => derive(pool, `verifier${i}`, name));
  return {
    userId: asUuid(derive(pool, 'id', name)),
    salt,
    verifier: padHex(fromHex(Buffer.concat(blocks).toString('hex')) % N),
  };
}
