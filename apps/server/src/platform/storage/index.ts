import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Clock } from '../clock';
import { LocalFileStorage } from './local-storage';
import type { FileStorage } from './types';

export type { FileStorage } from './types';
export { fileKey, orgPrefix, safeFileName } from './keys';

/**
 * The storage the configuration asks for: S3 when S3_BUCKET is set, else DATA_DIR/files. The
 * AWS SDK is loaded only for S3, so a server on local disk neither pays for it at start nor
 * prints its warnings.
 */
export async function createFileStorage({
  config,
  clock,
  logger,
}: {
  config: Config;
  clock: Clock;
  logger: FastifyBaseLogger;
}): Promise<FileStorage & { close(): Promise<void> }> {
  if (config.S3_BUCKET) {
    const credentials =
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined;
    const { S3FileStorage } = await import('./s3-storage');
    return new S3FileStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials,
      clock,
    });
  }
  return new LocalFileStorage({
    dataDir: config.DATA_DIR,
    secret: config.STORAGE_SIGNING_SECRET,
    clock,
    logger,
  });
}
