import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** One part of a form, in order: a text field, or a file with its name and (browser) type. */
export type FormPart = [name: string, value: string] | [name: string, file: Blob, fileName: string];

/** A multipart/form-data body exactly as a browser's FormData sends it. */
export async function multipartBody(parts: FormPart[]) {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The fields of a presigned upload, then the file: what the web app sends. */
export const presignedForm = (
  fields: Record<string, string>,
  file: Blob,
  fileName = 'report.pdf',
): FormPart[] => [...Object.entries(fields), ['file', file, fileName]];

/** Every file below `root` (relative paths), temporary and metadata files included. */
export async function filesBelow(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
