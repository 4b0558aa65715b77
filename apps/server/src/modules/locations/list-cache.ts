import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The quality @fastify/compress uses too: a first request costs what it cost before. */
const compressors = {
  br: (json: Buffer) =>
    brotli(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json: Buffer) => gzipAsync(json),
};
export type ListEncoding = keyof typeof compressors | 'identity';
const encodings: ListEncoding[] = ['br', 'gzip', 'identity'];

/** As @fastify/compress negotiates: brotli first, then gzip; small bodies as they are. */
export function pickEncoding(acceptEncoding: string | undefined, size: number): ListEncoding {
  if (!acceptEncoding || size < 1024) return 'identity';
  return negotiate(acceptEncoding, encodings) ?? 'identity';
}

/**
 * One serialised list: its JSON, and each compressed form, made in the background the first
 * time a client asks for it (that client gets the JSON compressed on the fly, as before).
 */
export class CachedList {
  readonly #compressed = new Map<ListEncoding, Buffer>();
  readonly #pending = new Set<ListEncoding>();
  #bytes: number;

  constructor(
    readonly json: Buffer,
    private readonly grew: (bytes: number) => void,
  ) {
    this.#bytes = json.length;
  }

  /** The JSON and the compressed forms made so far. */
  get bytes() {
    return this.#bytes;
  }

  /** The body in `encoding` if it is ready; else starts making it and answers undefined. */
  compressed(encoding: Exclude<ListEncoding, 'identity'>): Buffer | undefined {
    const ready = this.#compressed.get(encoding);
    if (ready || this.#pending.has(encoding)) return ready;
    this.#pending.add(encoding);
    compressors[encoding](this.json).then(
      (body) => {
        this.#compressed.set(encoding, body);
        this.#bytes += body.length;
        this.grew(body.length);
      },
      // Compression does not fail on a Buffer; should it, the next request tries again.
      () => this.#pending.delete(encoding),
    );
    return undefined;
  }
}

/**
 * Serialised location lists by ETag, in this process, the least recently used dropped first
 * beyond `budgetBytes`. A tag names one version of one organisation's list in one database, so
 * an entry is never stale: a change bumps the version, and the next request builds anew.
 */
export class ListCache {
  readonly #entries = new Map<string, CachedList>();
  #bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  get(tag: string): CachedList | undefined {
    const entry = this.#entries.get(tag);
    if (entry) {
      this.#entries.delete(tag);
      this.#entries.set(tag, entry);
    }
    return entry;
  }

  put(tag: string, json: Buffer): CachedList {
    const entry = new CachedList(json, (bytes) => {
      if (this.#entries.get(tag) === entry) this.#grow(bytes);
    });
    if (json.length > this.budgetBytes) return entry;
    this.#drop(tag);
    this.#entries.set(tag, entry);
    this.#grow(json.length);
    return entry;
  }

  /** How much the cached lists hold, for tests and diagnostics. */
  get size() {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  #grow(bytes: number) {
    this.#bytes += bytes;
    for (const tag of this.#entries.keys()) {
      if (this.#bytes <= this.budgetBytes) break;
      this.#drop(tag);
    }
  }

  #drop(tag: string) {
    const entry = this.#entries.get(tag);
    if (!entry) return;
    this.#entries.delete(tag);
    this.#bytes -= entry.bytes;
  }
}
