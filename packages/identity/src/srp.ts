import { createHash, randomBytes } from 'node:crypto';

/*
 * SRP-6a as Cognito speaks it (and as Amplify and amazon-cognito-identity-js compute it):
 * the 3072-bit group of RFC 5054, g = 2, SHA-256, hex values in two's-complement "padded" form.
 */
export const N = BigInt(
  '0xFFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
export const g = 2n;

/** Even-length hex, with '00' in front when the top bit is set (a positive two's-complement). */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

export const fromHex = (hex: string) => BigInt(`0x${hex}`);
export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
/** SHA-256 of the bytes a hex string stands for. */
export const hashHex = (hex: string) => sha256Hex(Buffer.from(hex, 'hex'));

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

/** k = H(N | g), the SRP-6a multiplier. */
export const k = fromHex(hashHex(padHex(N) + padHex(g)));

/** x = H(salt | H(poolName | username | ':' | password)). */
export function privateKeyX(
  poolName: string,
  username: string,
  password: string,
  saltHex: string,
): bigint {
  const inner = sha256Hex(`${poolName}${username}:${password}`);
  return fromHex(hashHex(padHex(fromHex(saltHex)) + inner));
}

/**
 * The salt and verifier stored for a user, computed once from the password when it is set.
 * `username` is what the client later receives as USER_ID_FOR_SRP (our users' `sub`).
 */
export function createVerifier(poolName: string, username: string, password: string) {
  const salt = padHex(fromHex(randomBytes(16).toString('hex')));
  const verifier = modPow(g, privateKeyX(poolName, username, password, salt), N);
  return { salt, verifier: padHex(verifier) };
}
