/**
 * Storage keys: `orgs/{orgId}/` then segments of a fixed character set, so every file belongs to
 * one organisation by its key, and a key maps to a path inside DATA_DIR/files with no way out
 * (no `..`, no absolute paths, no segment starting with a dot, no empty segment).
 */

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const ORG_SEGMENT = /^[1-9]\d{0,9}$/;
/** S3's limit for a key; the local driver keeps the same. */
const MAX_KEY_LENGTH = 1024;

class InvalidFileKey extends Error {
  override name = 'InvalidFileKey';
}

/** The prefix every key of an organisation starts with. */
export const orgPrefix = (orgId: number) => `orgs/${orgId}/`;

export function isValidKey(key: string): boolean {
  if (key.length > MAX_KEY_LENGTH) return false;
  const [root, org, ...rest] = key.split('/');
  return (
    root === 'orgs' &&
    org !== undefined &&
    ORG_SEGMENT.test(org) &&
    rest.length > 0 &&
    rest.every((segment) => SEGMENT.test(segment))
  );
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidFileKey(`Not a valid storage key: ${JSON.stringify(key)}`);
}

/** A prefix to list: `orgs/{orgId}/` and optionally more of a key (a partial last segment too). */
export function assertValidPrefix(prefix: string): void {
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  const [root, org, ...rest] = trimmed.split('/');
  const valid =
    prefix.length <= MAX_KEY_LENGTH &&
    root === 'orgs' &&
    org !== undefined &&
    ORG_SEGMENT.test(org) &&
    rest.every((segment) => SEGMENT.test(segment));
  if (!valid) throw new InvalidFileKey(`Not a valid storage prefix: ${JSON.stringify(prefix)}`);
}

/** The organisation a valid key belongs to, or null for anything else. */
export function keyOrgId(key: string): number | null {
  return isValidKey(key) ? Number(key.split('/')[1]) : null;
}

/** Builds a key under the organisation's prefix from segments (each checked). */
export function fileKey(orgId: number, ...segments: string[]): string {
  const key = orgPrefix(orgId) + segments.join('/');
  assertValidKey(key);
  return key;
}

/**
 * A user's file name as one key segment: letters, digits, `.`, `_` and `-` kept, anything else
 * becomes `_`, at most 120 characters with the extension kept. The original name travels beside
 * the key (in the record and the download's Content-Disposition), not in it.
 */
export function safeFileName(name: string): string {
  let cleaned = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^_+/, '');
  if (cleaned === '') return 'file';
  if (cleaned.startsWith('.')) cleaned = `file${cleaned}`;
  if (cleaned.length <= 120) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 120 - extension.length) + extension;
}

/** The last segment of a key: the download's file name when none is given. */
export const keyBaseName = (key: string) => key.slice(key.lastIndexOf('/') + 1);
