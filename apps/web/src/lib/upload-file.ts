import type { PresignedUploadForm } from '@fm/contracts';
import { failureMessages } from './messages';

export interface UploadProgress {
  /** Bytes sent so far, the form around the file included. */
  loaded: number;
  total: number;
  /** 0 to 1, for a progress bar. */
  fraction: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** A refused or failed upload, with the spec's texts as its message (spec section 8). */
export class UploadError extends Error {
  override name = 'UploadError';

  constructor(
    message: string,
    /** HTTP status; 0 when no answer came. */
    readonly status: number,
    /** What the storage said, from the API's envelope or S3's XML error, for logs and support. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** The reason in a refusal: this server's `{ error }` envelope or S3's `<Message>`. */
function refusalDetail(body: string): string | undefined {
  const xml = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  if (xml) return xml;
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === 'string' ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

const abortReason = (signal: AbortSignal) =>
  signal.reason instanceof DOMException
    ? signal.reason
    : new DOMException('The upload was cancelled', 'AbortError');

/**
 * Sends a file to a presigned upload: the fields exactly as given, then the file as `file`, as
 * multipart/form-data. The same for the local storage and for S3 (decision 022). XMLHttpRequest,
 * not fetch, because only it reports upload progress. Rejects with an UploadError ('Upload
 * failed: {statusText}', 'Upload failed due to network error'), or the signal's AbortError.
 */
export function uploadFile(
  upload: Pick<PresignedUploadForm, 'url' | 'fields'>,
  file: Blob,
  { onProgress, signal }: UploadOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', file);

    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    request.open('POST', upload.url);
    request.upload.onprogress = (event) => {
      const total = event.lengthComputable && event.total > 0 ? event.total : file.size;
      onProgress?.({
        loaded: event.loaded,
        total,
        fraction: total ? Math.min(1, event.loaded / total) : 0,
      });
    };
    request.onload = () => {
      settle();
      if (request.status >= 200 && request.status < 300) {
        resolve();
        return;
      }
      // Over HTTP/2 there is no status text: the status number stands in for it.
      const statusText = request.statusText || String(request.status);
      reject(
        new UploadError(
          failureMessages.upload(statusText),
          request.status,
          refusalDetail(request.responseText),
        ),
      );
    };
    request.onerror = () => {
      settle();
      reject(new UploadError(failureMessages.uploadNetwork, 0));
    };
    request.onabort = () => {
      settle();
      reject(
        signal ? abortReason(signal) : new DOMException('The upload was cancelled', 'AbortError'),
      );
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    request.send(form);
  });
}
