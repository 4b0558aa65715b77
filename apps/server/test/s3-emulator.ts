import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import {
  checkFileSize,
  checkPolicyFields,
  contentLengthRange,
  decodePostPolicy,
  PolicyViolation,
} from '../src/platform/storage/post-policy';

/** s3rver's one account. */
export const EMULATOR_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Emulator {
  /** The endpoint to give the S3 client (path-style). */
  endpoint: string;
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const hmac = (key: Buffer | string, text: string) =>
  createHmac('sha256', key).update(text).digest();

/** SigV4's signing key for a credential scope `date/region/service/aws4_request`. */
const signingKey = (date: string, region: string, service: string) =>
  [date, region, service, 'aws4_request'].reduce<Buffer>(
    (key, part) => hmac(key, part),
    Buffer.from(`AWS4${EMULATOR_CREDENTIALS.secretAccessKey}`),
  );

const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Whether a presigned GET's SigV4 signature holds (s3rver 3.7 checks its expiry but leaves
 * SigV4 "unimplemented"): the canonical request of S3's documentation, signed with the account's
 * secret, compared with X-Amz-Signature. Null when the URL is not presigned.
 */
function presignedGetSignatureHolds(request: IncomingMessage): boolean | null {
  const url = new URL(request.url ?? '/', 'http://emulator');
  const query = url.searchParams;
  const given = query.get('X-Amz-Signature');
  if (request.method !== 'GET' || !given) return null;
  const [, date, region, service] = (query.get('X-Amz-Credential') ?? '').split('/');
  const signed = (query.get('X-Amz-SignedHeaders') ?? '').split(';');
  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
    .sort()
    .join('&');
  const headers = signed
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonical = [
    'GET',
    url.pathname,
    canonicalQuery,
    headers,
    signed.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const toSign = [
    'AWS4-HMAC-SHA256',
    query.get('X-Amz-Date'),
    `${date}/${region}/${service}/aws4_request`,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  return (
    hmac(signingKey(date ?? '', region ?? '', service ?? ''), toSign).toString('hex') === given
  );
}

/**
 * S3's checks of a browser POST, which s3rver 3.7 skips (its source marks the policy field
 * "unimplemented"): the SigV4 signature of the policy, then the policy's expiry and conditions
 * (the same checker the local driver runs, with S3's rules), then the file's size. Null: S3
 * would accept the upload.
 */
async function refusePost(body: Buffer, contentType: string, now: Date) {
  const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, string> = {};
  let file: Blob | null = null;
  for (const [name, value] of form.entries()) {
    if (name === 'file' && typeof value !== 'string') {
      file = value;
      break;
    }
    if (typeof value === 'string') fields[name] = value;
  }
  const policyText = fields.Policy;
  const signature = fields['X-Amz-Signature'];
  const credential = fields['X-Amz-Credential']?.split('/') ?? [];
  if (!policyText || !signature || credential.length !== 5 || !file) {
    return {
      status: 400,
      code: 'InvalidArgument',
      message: 'Bucket POST must carry a policy, its signature and a file',
    };
  }
  const [accessKeyId, date, region, service] = credential as [string, string, string, string];
  if (accessKeyId !== EMULATOR_CREDENTIALS.accessKeyId) {
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };
  }
  if (hmac(signingKey(date, region, service), policyText).toString('hex') !== signature) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  }
  try {
    const policy = decodePostPolicy(policyText);
    checkPolicyFields(policy, fields, { now, unsignedFields: ['Policy', 'X-Amz-Signature'] });
    checkFileSize(contentLengthRange(policy), file.size);
  } catch (error) {
    if (!(error instanceof PolicyViolation)) throw error;
    const code = {
      'too-large': 'EntityTooLarge',
      'too-small': 'EntityTooSmall',
      malformed: 'InvalidPolicyDocument',
    }[error.reason as string];
    return code
      ? { status: 400, code, message: error.message }
      : { status: 403, code: 'AccessDenied', message: error.message };
  }
  return null;
}

/**
 * An S3-compatible endpoint inside the test process, on 127.0.0.1 only: s3rver (objects,
 * listing, HEAD, DELETE, presigned GET and its expiry) behind a gate that adds the checks
 * s3rver 3.7 does not make: the POST policy (signature, expiry, conditions, size) and the
 * SigV4 signature of presigned GETs. `now` is the POST checks' clock, so a test reaches an
 * expiry at once.
 */
export async function startS3Emulator(
  bucket: string,
  now: () => Date = () => new Date(),
): Promise<S3Emulator> {
  const directory = await mkdtemp(join(tmpdir(), 'fm-s3rver-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const upstream = await s3rver.run();

  const gate: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (presignedGetSignatureHolds(request) === false) {
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end(
          xmlError(
            'SignatureDoesNotMatch',
            'The request signature we calculated does not match the signature you provided.',
          ),
        );
        return;
      }
      const contentType = request.headers['content-type'] ?? '';
      if (request.method === 'POST' && contentType.startsWith('multipart/form-data')) {
        const refusal = await refusePost(body, contentType, now());
        if (refusal) {
          response.writeHead(refusal.status, { 'content-type': 'application/xml' });
          response.end(xmlError(refusal.code, refusal.message));
          return;
        }
      }
      const forwarded = httpRequest(
        {
          host: '127.0.0.1',
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forwarded.on('error', (error) => response.destroy(error));
      forwarded.end(body);
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  const { port } = gate.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((resolve) => gate.close(resolve));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
