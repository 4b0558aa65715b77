import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * The JavaScript that the first screen loads: the entry chunk and every chunk it imports
 * statically (lazy routes excluded), from Vite's build manifest. Sizes are gzip level 9.
 */
export function firstScreenSize(distDir: string) {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  visit(entryKey);
  const files = [...seen].map((key) => manifest[key]!.file);
  const sizes = files.map((file) => {
    const content = readFileSync(join(distDir, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  return {
    files: sizes,
    raw: sizes.reduce((sum, f) => sum + f.raw, 0),
    gzip: sizes.reduce((sum, f) => sum + f.gzip, 0),
  };
}
