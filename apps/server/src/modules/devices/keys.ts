import { createHash, randomBytes } from 'node:crypto';
import { DEVICE_KEY_PATTERN, DEVICE_KEY_PREFIX_LENGTH } from '@fm/contracts';

/** A new ingestion key: `dk_` and 32 random bytes (base64url). Only its hash is stored. */
export function newDeviceKey(): { key: string; hash: string; prefix: string } {
  const key = `dk_${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashDeviceKey(key), prefix: key.slice(0, DEVICE_KEY_PREFIX_LENGTH) };
}

export const hashDeviceKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The key of `Authorization: Device <key>`; null when the header is missing or malformed. */
export function deviceKeyFrom(header: string | undefined): string | null {
  const key = /^Device\s+(\S+)$/i.exec(header ?? '')?.[1];
  return key && DEVICE_KEY_PATTERN.test(key) ? key : null;
}
