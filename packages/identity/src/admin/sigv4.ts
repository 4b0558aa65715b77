import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { CognitoError } from '../errors';
import type { PoolInfo } from '../pool';

/*
 * Admin operations are authorised as AWS authorises them: an AWS Signature Version 4 made with
 * the pool's admin key pair. We re-sign the request as received with the SDK's own signer and
 * compare; errors are AWS's, so the SDK reports them sensibly (and corrects its clock on skew).
 */

const SERVICE = 'cognito-idp';
const MAX_SKEW_MS = 5 * 60_000;
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/([^/\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;._-]+),\s*Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

const bytes = (data: string | ArrayBuffer | ArrayBufferView) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** The hash the signer wants, from node:crypto (HMAC when given a key). */
export class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const refused = (type: string, message: string) => new CognitoError(type, message);
const invalidSignature = (message: string) => refused('InvalidSignatureException', message);
const formatAmzDate = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');

export interface SignedRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Refuses the request unless it carries a valid signature by the pool's admin key pair. */
export async function verifyAdminSignature(
  request: SignedRequest,
  pool: PoolInfo,
  now = Date.now(),
): Promise<void> {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header === '')
    throw refused('MissingAuthenticationTokenException', 'Request is missing Authentication Token');
  const match = AUTHORIZATION.exec(header.trim());
  if (!match)
    throw refused(
      'IncompleteSignatureException',
      'Authorization header requires Credential, SignedHeaders and Signature (AWS4-HMAC-SHA256).',
    );
  const [, accessKeyId, day, region, service, signedHeaderList, signature] = match;
  if (accessKeyId !== pool.adminAccessKeyId)
    throw refused(
      'UnrecognizedClientException',
      'The security token included in the request is invalid.',
    );

  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const parts = AMZ_DATE.exec(amzDate);
  if (!parts)
    throw refused('IncompleteSignatureException', 'X-Amz-Date header is missing or malformed.');
  const [, y, mo, d, h, mi, s] = parts.map(Number);
  const signedAt = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  if (signedAt < now - MAX_SKEW_MS)
    throw invalidSignature(
      `Signature expired: ${amzDate} is now earlier than ${formatAmzDate(now - MAX_SKEW_MS)} (${formatAmzDate(now)} - 5 min.)`,
    );
  if (signedAt > now + MAX_SKEW_MS)
    throw invalidSignature(
      `Signature not yet current: ${amzDate} is still later than ${formatAmzDate(now + MAX_SKEW_MS)} (${formatAmzDate(now)} + 5 min.)`,
    );
  if (day !== amzDate.slice(0, 8))
    throw invalidSignature(
      'Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP.',
    );
  if (region !== pool.region)
    throw invalidSignature(`Credential should be scoped to a valid region, not '${region}'.`);
  if (service !== SERVICE)
    throw invalidSignature(`Credential should be scoped to correct service: '${SERVICE}'.`);

  const signedNames = signedHeaderList!.split(';');
  if (!signedNames.includes('host') || !signedNames.includes('x-amz-date'))
    throw invalidSignature('Host and X-Amz-Date must be among the signed headers.');
  const headers: Record<string, string> = {};
  for (const name of signedNames) {
    const value = request.headers[name];
    if (value === undefined) throw invalidSignature(`Signed header ${name} is missing.`);
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // The signer trusts a signed x-amz-content-sha256 instead of hashing the body: check it.
  const declaredHash = headers['x-amz-content-sha256'];
  if (
    declaredHash !== undefined &&
    declaredHash !== createHash('sha256').update(request.body).digest('hex')
  )
    throw invalidSignature(
      'The provided x-amz-content-sha256 header does not match what was computed.',
    );
  const url = new URL(request.url, 'http://signed.invalid');
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }

  const signer = new SignatureV4({
    credentials: { accessKeyId: pool.adminAccessKeyId, secretAccessKey: pool.adminSecretAccessKey },
    region: pool.region,
    service: SERVICE,
    sha256: Sha256,
    // Sign exactly the headers the client signed: never add a payload-hash header of our own.
    applyChecksum: false,
  });
  const resigned = await signer.sign(
    {
      method: request.method,
      protocol: 'https:',
      hostname: headers.host!,
      path: url.pathname,
      query,
      headers,
      body: request.body,
    },
    { signingDate: new Date(signedAt) },
  );
  const expected =
    /Signature=([0-9a-f]{64})$/.exec(String(resigned.headers.authorization))?.[1] ?? '';
  const same =
    expected.length === signature!.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(signature!));
  if (!same)
    throw invalidSignature(
      'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
    );
}
