import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ListCache, pickEncoding, type CachedList } from './list-cache';

const json = (size: number, fill = 'a') => Buffer.from(JSON.stringify(fill.repeat(size)));

/** The compressed form once the background compression has finished. */
async function compressedForm(entry: CachedList, encoding: 'br' | 'gzip') {
  for (let i = 0; i < 200; i += 1) {
    const ready = entry.compressed(encoding);
    if (ready) return ready;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no ${encoding} form after a second`);
}

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, as browsers offer them, and leaves small bodies alone', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', 5000)).toBe('br');
    expect(pickEncoding('gzip, deflate', 5000)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip', 5000)).toBe('gzip');
    expect(pickEncoding('deflate', 5000)).toBe('identity');
    expect(pickEncoding(undefined, 5000)).toBe('identity');
    expect(pickEncoding('gzip, br', 1000)).toBe('identity');
  });
});

describe('ListCache', () => {
  it('makes each compressed form once, in the background, decoding to the JSON', async () => {
    const cache = new ListCache(1_000_000);
    const entry = cache.put('t1', json(5000));
    expect(entry.compressed('br')).toBeUndefined();
    const br = await compressedForm(entry, 'br');
    expect(entry.compressed('br')).toBe(br);
    expect(brotliDecompressSync(br)).toEqual(entry.json);
    expect(gunzipSync(await compressedForm(entry, 'gzip'))).toEqual(entry.json);
    expect(entry.bytes).toBe(entry.json.length + br.length + entry.compressed('gzip')!.length);
    expect(cache.size.bytes).toBe(entry.bytes);
  });

  it('drops the least recently used lists beyond its budget', () => {
    const cache = new ListCache(2500);
    cache.put('a', json(1000));
    cache.put('b', json(1000));
    expect(cache.get('a')).toBeDefined(); // now b is the least recently used
    cache.put('c', json(1000));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size.entries).toBe(2);
  });

  it('does not keep a list larger than the whole budget, but still serves it', () => {
    const cache = new ListCache(100);
    const entry = cache.put('big', json(1000));
    expect(cache.get('big')).toBeUndefined();
    expect(entry.json.length).toBe(1002);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('replaces an entry stored again under the same tag', () => {
    const cache = new ListCache(10_000);
    cache.put('a', json(1000));
    const second = cache.put('a', json(10, 'b'));
    expect(cache.get('a')).toBe(second);
    expect(cache.size).toEqual({ entries: 1, bytes: second.json.length });
  });
});
