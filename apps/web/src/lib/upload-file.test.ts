import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadError, uploadFile, type UploadProgress } from './upload-file';

/**
 * A stand-in for the browser's XMLHttpRequest, driven by the test: it records what was sent and
 * plays the progress events and answers a storage would give. (It stands in for the network,
 * not for our server, whose uploads the API tests send for real.)
 */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number, statusText: string, responseText = '') {
    Object.assign(this, { status, statusText, responseText });
    this.onload?.();
  }
}

const upload = {
  url: 'https://files.s3.ap-south-1.amazonaws.com/',
  fields: {
    key: 'orgs/1/pest-control/a/report.pdf',
    'Content-Type': 'application/pdf',
    Policy: 'cG9s',
    'X-Amz-Signature': 'abc',
  },
};
const file = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
});

const start = (options: Parameters<typeof uploadFile>[2] = {}) => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const done = uploadFile(upload, file, options);
  return { done, xhr: FakeXhr.last };
};

describe('uploadFile', () => {
  it('POSTs the presigned fields in order, then the file as `file`, and reports progress', async () => {
    const seen: UploadProgress[] = [];
    const { done, xhr } = start({ onProgress: (progress) => seen.push(progress) });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(upload.url);
    const entries = [...xhr.body!.entries()];
    expect(entries.map(([name]) => name)).toEqual([
      'key',
      'Content-Type',
      'Policy',
      'X-Amz-Signature',
      'file',
    ]);
    expect(entries.slice(0, 4).map(([, value]) => value)).toEqual(Object.values(upload.fields));
    expect((entries[4]![1] as File).name).toBe('report.pdf');

    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(204, 'No Content');
    await expect(done).resolves.toBeUndefined();
    expect(seen).toEqual([
      { loaded: 250, total: 1000, fraction: 0.25 },
      { loaded: 1000, total: 1000, fraction: 1 },
    ]);
  });

  it("fails with 'Upload failed: {statusText}' and keeps the reason of either storage", async () => {
    const local = start();
    local.xhr.answer(
      403,
      'Forbidden',
      '{"success":false,"error":"Invalid according to Policy: Policy expired.","code":"FORBIDDEN"}',
    );
    const localError = await local.done.catch((error: unknown) => error);
    expect(localError).toBeInstanceOf(UploadError);
    expect(localError).toMatchObject({
      message: 'Upload failed: Forbidden',
      status: 403,
      detail: 'Invalid according to Policy: Policy expired.',
    });

    const s3 = start();
    s3.xhr.answer(
      400,
      'Bad Request',
      '<Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message></Error>',
    );
    await expect(s3.done).rejects.toMatchObject({
      message: 'Upload failed: Bad Request',
      status: 400,
      detail: 'Your proposed upload exceeds the maximum allowed size',
    });
  });

  it('names the status when the answer has no status text (HTTP/2)', async () => {
    const { done, xhr } = start();
    xhr.answer(413, '');
    await expect(done).rejects.toMatchObject({ message: 'Upload failed: 413', status: 413 });
  });

  it("fails with 'Upload failed due to network error' when no answer comes", async () => {
    const { done, xhr } = start();
    xhr.onerror?.();
    await expect(done).rejects.toMatchObject({
      message: 'Upload failed due to network error',
      status: 0,
    });
  });

  it('stops the request when the signal aborts, and never starts one for an aborted signal', async () => {
    const controller = new AbortController();
    const { done, xhr } = start({ signal: controller.signal });
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });

    const before = FakeXhr.last;
    await expect(uploadFile(upload, file, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.last).toBe(before);
  });
});
