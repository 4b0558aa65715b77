import { assertValidKey } from './keys';
import type { DownloadOptions, UploadRequest } from './types';

/** S3's limit for one POST upload; the local driver keeps the same. */
export const MAX_UPLOAD_BYTES = 5 * 1024 ** 3;
/** S3's limit for a SigV4 presigned URL (seven days); the local driver keeps the same. */
const MAX_URL_LIFETIME_SECONDS = 604_800;

const CONTENT_TYPE = /^[a-z0-9][\w!#$&^.+-]{0,126}\/[a-z0-9][\w!#$&^.+-]{0,126}$/i;

const wholeIn = (value: number, min: number, max: number) =>
  Number.isSafeInteger(value) && value >= min && value <= max;

/**
 * What both drivers refuse to sign: a bad key, a content type with parameters or odd
 * characters, a size or a lifetime outside S3's limits. These are the calling service's mistakes
 * (it checks the person's input first), so they throw plain errors.
 */
export function assertUploadRequest({
  key,
  contentType,
  maxBytes,
  expiresInSeconds,
}: UploadRequest) {
  assertValidKey(key);
  if (!CONTENT_TYPE.test(contentType)) throw new Error(`Not a content type: ${contentType}`);
  if (!wholeIn(maxBytes, 1, MAX_UPLOAD_BYTES))
    throw new Error(`maxBytes out of range: ${maxBytes}`);
  if (!wholeIn(expiresInSeconds, 1, MAX_URL_LIFETIME_SECONDS))
    throw new Error(`expiresInSeconds out of range: ${expiresInSeconds}`);
}

export function assertDownloadRequest(key: string, { expiresInSeconds }: DownloadOptions) {
  assertValidKey(key);
  if (!wholeIn(expiresInSeconds, 1, MAX_URL_LIFETIME_SECONDS))
    throw new Error(`expiresInSeconds out of range: ${expiresInSeconds}`);
}
