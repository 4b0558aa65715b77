import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors';
import type { Clock } from '../clock';
import { contentDisposition } from './disposition';
import { isValidKey, keyBaseName } from './keys';
import { KeyTaken, LocalDisk } from './local-disk';
import {
  checkPolicyFields,
  contentLengthRange,
  decodePostPolicy,
  encodePostPolicy,
  PolicyViolation,
  type ViolationReason,
} from './post-policy';
import { assertDownloadRequest, assertUploadRequest, MAX_UPLOAD_BYTES } from './requests';
import { loadSigningKey, Signer } from './signing';
import type {
  DownloadOptions,
  FileStorage,
  PresignedUpload,
  StoredFile,
  UploadRequest,
} from './types';

/** Where this server receives uploads and serves downloads (routes.ts). */
const FILES_PATH = '/api/files';
/** The form fields that carry the signature; every other field must be named by the policy. */
const UNSIGNED_FIELDS = ['Policy', 'Signature'] as const;

/** What a refused upload answers: S3's statuses, in the API's error envelope (decision 022). */
const refusals: Record<ViolationReason, { status: number; code: AppError['code'] }> = {
  malformed: { status: 400, code: 'BAD_REQUEST' },
  expired: { status: 403, code: 'FORBIDDEN' },
  'condition-failed': { status: 403, code: 'FORBIDDEN' },
  'extra-field': { status: 403, code: 'FORBIDDEN' },
  'too-large': { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  'too-small': { status: 400, code: 'BAD_REQUEST' },
};

/** Keys are written once (issue 23): a second upload would swap an attached file's bytes. */
const keyTaken = () =>
  new AppError(
    409,
    'CONFLICT',
    'A file has already been uploaded under this key; ask for a new upload link',
  );

const refused = (violation: PolicyViolation) => {
  const { status, code } = refusals[violation.reason];
  return new AppError(status, code, violation.message);
};

/** Reads a stream to its end without keeping it, so the client still reads our answer. */
async function drain(stream: Readable) {
  try {
    for await (const _chunk of stream);
  } catch {
    // A broken upload is answered by the error that made us drain it.
  }
}

export interface LocalStorageOptions {
  dataDir: string;
  /** STORAGE_SIGNING_SECRET; unset: DATA_DIR/storage-secret, generated once. */
  secret?: string;
  clock: Clock;
  logger: FastifyBaseLogger;
}

/**
 * Files on this server's disk (DATA_DIR/files), handed out exactly as S3 hands them out: a
 * presigned POST whose signed policy fixes the key, the content type, the size and the expiry,
 * and download URLs signed over method, key, expiry and disposition (decision 022). The routes
 * in routes.ts feed `receiveUpload` and `openDownload`.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  readonly origin = null;
  readonly disk: LocalDisk;
  readonly #clock: Clock;
  #signer: Promise<Signer> | undefined;
  readonly #options: LocalStorageOptions;

  constructor(options: LocalStorageOptions) {
    this.#options = options;
    this.#clock = options.clock;
    this.disk = new LocalDisk(join(options.dataDir, 'files'));
  }

  /** The signing key is read (or made) on first use, so building the platform touches no disk. */
  #sign(): Promise<Signer> {
    const { dataDir, secret, logger } = this.#options;
    this.#signer ??= loadSigningKey(dataDir, secret, logger).then((key) => new Signer(key));
    return this.#signer;
  }

  async presignUpload(request: UploadRequest): Promise<PresignedUpload> {
    assertUploadRequest(request);
    const { key, contentType, maxBytes, expiresInSeconds } = request;
    const expiresAt = new Date(this.#clock.now().getTime() + expiresInSeconds * 1000);
    const policy = encodePostPolicy({
      expiration: expiresAt.toISOString(),
      conditions: [{ key }, { 'Content-Type': contentType }, ['content-length-range', 1, maxBytes]],
    });
    const signature = (await this.#sign()).sign(`POST\n${policy}`);
    return {
      url: FILES_PATH,
      fields: { key, 'Content-Type': contentType, Policy: policy, Signature: signature },
      expiresAt,
    };
  }

  /**
   * Checks an arriving upload as S3 does (signature, expiry, every condition, then the size) and
   * stores it only when all hold. `fields` are the form fields sent before the file. A key is
   * written once: an upload to a key that holds a file is refused before its file is read. The
   * file stream is always read to its end. Refusals are AppErrors.
   */
  async receiveUpload(
    fields: Readonly<Record<string, string>>,
    file: Readable,
  ): Promise<StoredFile> {
    try {
      const field = (name: string) =>
        Object.entries(fields).find(([given]) => given.toLowerCase() === name.toLowerCase())?.[1];
      const policyText = field('Policy');
      const signature = field('Signature');
      const key = field('key');
      if (!policyText || !signature || !key) {
        throw new AppError(
          400,
          'BAD_REQUEST',
          'The form must carry the fields key, Policy and Signature before the file',
        );
      }
      if (!(await this.#sign()).verify(`POST\n${policyText}`, signature)) {
        throw new AppError(403, 'FORBIDDEN', 'The signature does not match the policy');
      }
      const policy = decodePostPolicy(policyText);
      checkPolicyFields(policy, fields, {
        now: this.#clock.now(),
        unsignedFields: UNSIGNED_FIELDS,
      });
      if (!isValidKey(key))
        throw new AppError(400, 'BAD_REQUEST', 'The key is not a valid file key');
      if (await this.disk.stat(key)) throw keyTaken();
      const contentType = field('Content-Type') ?? 'application/octet-stream';
      const range = contentLengthRange(policy) ?? { min: 0, max: MAX_UPLOAD_BYTES };
      const size = await this.disk.writeAtomically(key, file, {
        range: { min: range.min, max: Math.min(range.max, MAX_UPLOAD_BYTES) },
        contentType,
        once: true,
      });
      return { key, size, contentType, lastModified: this.#clock.now() };
    } catch (error) {
      await drain(file);
      if (error instanceof KeyTaken) throw keyTaken();
      throw error instanceof PolicyViolation ? refused(error) : error;
    }
  }

  async presignDownload(key: string, options: DownloadOptions): Promise<string> {
    assertDownloadRequest(key, options);
    const expires = Math.floor(this.#clock.now().getTime() / 1000) + options.expiresInSeconds;
    const disposition = contentDisposition(options.fileName ?? keyBaseName(key), options.inline);
    const signature = (await this.#sign()).sign(`GET\n${key}\n${expires}\n${disposition}`);
    const path = key.split('/').map(encodeURIComponent).join('/');
    const query = new URLSearchParams({ expires: String(expires), disposition, signature });
    return `${FILES_PATH}/${path}?${query}`;
  }

  /**
   * The file behind a download URL, when its signature holds and it has not expired; the
   * signature is checked first, so an unsigned request learns nothing about which files exist.
   */
  async openDownload(
    key: string,
    {
      expires,
      disposition,
      signature,
    }: { expires: number; disposition: string; signature: string },
  ) {
    const signed = (await this.#sign()).verify(
      `GET\n${key}\n${expires}\n${disposition}`,
      signature,
    );
    if (!signed || !isValidKey(key)) {
      throw new AppError(403, 'FORBIDDEN', 'The download link is not valid');
    }
    if (this.#clock.now().getTime() >= expires * 1000) {
      throw new AppError(403, 'FORBIDDEN', 'The download link has expired');
    }
    const opened = await this.disk.open(key);
    if (!opened) throw new AppError(404, 'NOT_FOUND', 'File not found');
    return { ...opened, disposition, expires };
  }

  stat(key: string) {
    return this.disk.stat(key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    if (!isValidKey(key)) throw new Error(`Not a valid storage key: ${JSON.stringify(key)}`);
    await this.disk.writeAtomically(key, Readable.from([body]), {
      range: { min: 1, max: Math.max(1, body.length) },
      contentType,
    });
  }

  delete(key: string) {
    return this.disk.remove(key);
  }

  list(prefix: string) {
    return this.disk.list(prefix);
  }

  /** Nothing to release: files are opened per request. */
  async close() {}
}
