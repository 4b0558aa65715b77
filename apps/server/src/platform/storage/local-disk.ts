import { randomBytes } from 'node:crypto';
import {
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { assertValidKey, assertValidPrefix } from './keys';
import { checkFileSize } from './post-policy';
import type { StoredFile } from './types';

interface FileMeta {
  contentType: string;
}

const DEFAULT_TYPE = 'application/octet-stream';
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A write-once key that already holds a file (see `writeAtomically`'s `once`). */
export class KeyTaken extends Error {
  override name = 'KeyTaken';
}

/**
 * The files of the local driver: `root/<key>` holds the bytes, `root/.meta/<key>.json` the
 * content type, `root/.tmp` uploads in flight. Keys never start a segment with a dot, so neither
 * folder can be reached through a key. Only this class touches the folder.
 */
export class LocalDisk {
  constructor(readonly root: string) {}

  #objectPath(key: string) {
    assertValidKey(key);
    return join(this.root, ...key.split('/'));
  }

  #metaPath(key: string) {
    assertValidKey(key);
    return `${join(this.root, '.meta', ...key.split('/'))}.json`;
  }

  /**
   * Streams `source` to a temporary file and moves it under `key` only when it ended whole and
   * its size is within `range`. A larger file is read to its end (so the client gets the answer
   * rather than a reset connection) but not kept; a failed stream leaves nothing behind.
   * With `once`, a key that holds a file keeps it and the write throws KeyTaken: the file is
   * hard-linked into place, which fails when the name exists, so of two racing writes one wins.
   */
  async writeAtomically(
    key: string,
    source: Readable,
    {
      range,
      contentType,
      once = false,
    }: { range: { min: number; max: number }; contentType: string; once?: boolean },
  ): Promise<number> {
    const objectPath = this.#objectPath(key);
    const metaPath = this.#metaPath(key);
    const tmpDir = join(this.root, '.tmp');
    await mkdir(tmpDir, { recursive: true, mode: 0o700 });
    const draft = join(tmpDir, randomBytes(12).toString('hex'));
    const handle = await open(draft, 'wx', 0o600);
    let size = 0;
    let kept = false;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= range.max) await handle.write(chunk);
      }
      checkFileSize(range, size);
      await handle.sync();
      await handle.close();
      await mkdir(dirname(objectPath), { recursive: true, mode: 0o700 });
      await mkdir(dirname(metaPath), { recursive: true, mode: 0o700 });
      if (once) {
        await link(draft, objectPath).catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new KeyTaken(key);
          throw error;
        });
        await this.#writeMeta(metaPath, { contentType });
        await unlink(draft);
      } else {
        await this.#writeMeta(metaPath, { contentType });
        await rename(draft, objectPath);
      }
      kept = true;
      return size;
    } finally {
      if (!kept) {
        await handle.close().catch(() => {});
        await unlink(draft).catch(() => {});
      }
    }
  }

  async #writeMeta(path: string, meta: FileMeta) {
    const draft = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(draft, JSON.stringify(meta), { mode: 0o600, flag: 'wx' });
    await rename(draft, path);
  }

  async #contentType(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(this.#metaPath(key), 'utf8')) as Partial<FileMeta>;
      return typeof meta.contentType === 'string' ? meta.contentType : DEFAULT_TYPE;
    } catch (error) {
      if (isMissing(error) || error instanceof SyntaxError) return DEFAULT_TYPE;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const info = await stat(this.#objectPath(key));
      if (!info.isFile()) return null;
      return {
        key,
        size: info.size,
        contentType: await this.#contentType(key),
        lastModified: info.mtime,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The file's bytes as a stream, with its size and type; null when there is no such file. */
  async open(key: string): Promise<{ file: StoredFile; stream: Readable } | null> {
    let handle;
    try {
      handle = await open(this.#objectPath(key), 'r');
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const contentType = await this.#contentType(key);
      const file = { key, size: info.size, contentType, lastModified: info.mtime };
      return { file, stream: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    for (const path of [this.#objectPath(key), this.#metaPath(key)]) {
      await unlink(path).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    }
  }

  async list(prefix: string): Promise<StoredFile[]> {
    assertValidPrefix(prefix);
    const base = prefix.slice(0, prefix.lastIndexOf('/'));
    const keys: string[] = [];
    const walk = async (folder: string) => {
      let entries;
      try {
        entries = await readdir(join(this.root, ...folder.split('/')), { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        const key = `${folder}/${entry.name}`;
        // Only folders on the way to the prefix, or inside it, can hold its keys.
        const onTheWay = prefix.startsWith(`${key}/`) || `${key}/`.startsWith(prefix);
        if (entry.isDirectory() && onTheWay) await walk(key);
        else if (entry.isFile() && key.startsWith(prefix)) keys.push(key);
      }
    };
    await walk(base);
    keys.sort();
    const files = await Promise.all(keys.map((key) => this.stat(key)));
    return files.filter((file): file is StoredFile => file !== null);
  }
}
