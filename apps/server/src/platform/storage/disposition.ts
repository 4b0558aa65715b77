/**
 * The Content-Disposition of a download (RFC 6266): an ASCII `filename` for old clients and the
 * exact name as UTF-8 in `filename*`, so "Rapport d'août.pdf" is saved under its own name.
 */
export function contentDisposition(fileName: string, inline = false): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_').slice(0, 200) || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Types a browser may show in place without running anything of ours (no HTML, no SVG). */
const INLINE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'text/plain',
]);

export const mayShowInline = (contentType: string) => INLINE_TYPES.has(contentType);
