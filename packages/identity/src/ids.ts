import { randomBytes, randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

export const randomString = (length: number, alphabet = ALPHANUMERIC) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** `ap-south-1_AbC123xyZ`, as Cognito shapes a user pool id. */
export const newPoolId = (region: string) => `${region}_${randomString(9)}`;
/** 26 lower-case letters and digits, as Cognito shapes an app client id. */
export const newClientId = () => randomString(26, LOWER_ALPHANUMERIC);
/** The part of the pool id after the underscore: SRP hashes it in. */
export const poolNameOf = (poolId: string) => poolId.split('_')[1] ?? poolId;
/** An opaque secret (refresh tokens, challenge sessions). */
export const opaqueToken = (bytes = 48) => randomBytes(bytes).toString('base64url');
