/** A browser upload that the storage checks on arrival (S3's presigned POST and its policy). */
export interface PresignedUpload {
  /** Where the browser POSTs the multipart form (relative to this server for the local driver). */
  url: string;
  /** Form fields to send before the file field (`file`), exactly as given. */
  fields: Record<string, string>;
  expiresAt: Date;
}

export interface UploadRequest {
  /** The exact key the file must be stored under (under the organisation's prefix, see keys.ts). */
  key: string;
  /** The one content type accepted; the stored file keeps it (type/subtype, no parameters). */
  contentType: string;
  /** Largest accepted file in bytes (content-length-range 1..maxBytes; empty files are refused). */
  maxBytes: number;
  expiresInSeconds: number;
}

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
  lastModified: Date;
}

export interface DownloadOptions {
  expiresInSeconds: number;
  /** The name the browser saves the file as (any characters; the key's last segment if absent). */
  fileName?: string;
  /** Shown in the browser (images, PDF preview) instead of saved; attachment by default. */
  inline?: boolean;
}

/**
 * Files on local disk (DATA_DIR/files) or in S3 (S3_BUCKET), behind the same presigned
 * upload/download URLs, so the web app's code is the same for both. Implemented in platform/storage.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * The origin browsers upload to and download from when it is not this server (an S3
   * endpoint), for the Content-Security-Policy's connect-src, img-src and frame-src; null when
   * the files go through this server.
   */
  readonly origin: string | null;
  presignUpload(request: UploadRequest): Promise<PresignedUpload>;
  /** A short-lived URL that downloads the file (as `fileName`, when given). */
  presignDownload(key: string, options: DownloadOptions): Promise<string>;
  stat(key: string): Promise<StoredFile | null>;
  /**
   * Stores a file the server itself made (demo data, generated documents), replacing one at the
   * same key. Browsers never call this: they upload through `presignUpload`.
   */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Files under a prefix (for clean-up jobs), in key order. */
  list(prefix: string): Promise<StoredFile[]>;
}
