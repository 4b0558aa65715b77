import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Clock } from '../clock';
import { contentDisposition } from './disposition';
import { assertValidKey, assertValidPrefix, keyBaseName } from './keys';
import { assertDownloadRequest, assertUploadRequest } from './requests';
import type {
  DownloadOptions,
  FileStorage,
  PresignedUpload,
  StoredFile,
  UploadRequest,
} from './types';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, ...); unset: AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's usual chain (environment, profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  clock: Clock;
}

const HEAD_CONCURRENCY = 16;

/** Where browsers reach the bucket, for the Content-Security-Policy. */
export function bucketOrigin({ bucket, region, endpoint, forcePathStyle }: S3StorageOptions) {
  if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com`;
  const url = new URL(endpoint);
  return forcePathStyle ? url.origin : `${url.protocol}//${bucket}.${url.host}`;
}

/**
 * Files in an S3 bucket (or any S3-compatible store): S3 itself checks the presigned POST's
 * policy (key, content type, content-length-range, expiry) and the download URLs' signatures.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  readonly origin: string;
  readonly client: S3Client;
  readonly #bucket: string;
  readonly #clock: Clock;

  constructor(options: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    };
    this.client = new S3Client(config);
    this.#bucket = options.bucket;
    this.#clock = options.clock;
    this.origin = bucketOrigin(options);
  }

  async presignUpload(request: UploadRequest): Promise<PresignedUpload> {
    assertUploadRequest(request);
    const { key, contentType, maxBytes, expiresInSeconds } = request;
    // The SDK dates the policy by the system clock, not ours.
    const expiresAt = new Date(Date.now() + expiresInSeconds * 1000);
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.#bucket,
      Key: key,
      Fields: { 'Content-Type': contentType },
      Conditions: [['content-length-range', 1, maxBytes]],
      Expires: expiresInSeconds,
    });
    return { url, fields, expiresAt };
  }

  async presignDownload(key: string, options: DownloadOptions): Promise<string> {
    assertDownloadRequest(key, options);
    const command = new GetObjectCommand({
      Bucket: this.#bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(
        options.fileName ?? keyBaseName(key),
        options.inline,
      ),
    });
    return getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      signingDate: this.#clock.now(),
    });
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.#bucket, Key: key }),
      );
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound')
        return null;
      throw error;
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  /** Lists the prefix page by page; the content type comes from one HEAD per file. */
  async list(prefix: string): Promise<StoredFile[]> {
    assertValidPrefix(prefix);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    const files: StoredFile[] = [];
    for (let start = 0; start < keys.length; start += HEAD_CONCURRENCY) {
      const batch = keys.slice(start, start + HEAD_CONCURRENCY);
      for (const file of await Promise.all(batch.map((key) => this.stat(key))))
        if (file) files.push(file);
    }
    return files;
  }

  async close() {
    this.client.destroy();
  }
}
