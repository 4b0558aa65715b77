// Kept free of zod: the web app checks its cached branding with these on the first screen.

const URL_MAX = 2_048;
/** A data: image embedded in the branding (base64): logo up to about 150 KB, favicon 48 KB. */
export const LOGO_DATA_MAX = 200_000;
export const FAVICON_DATA_MAX = 64_000;

const DATA_IMAGE =
  /^data:image\/(png|jpeg|gif|webp|svg\+xml|x-icon|vnd\.microsoft\.icon);base64,[A-Za-z0-9+/]+={0,2}$/;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Whether a text is an absolute https: URL (the only scheme a brand asset may load from). */
export function isHttpsUrl(value: string): boolean {
  if (value.length > URL_MAX || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An https: URL, or a base64 data: image of at most `dataMax` characters. */
export const isSafeImageSource = (value: string, dataMax: number) =>
  isHttpsUrl(value) || (value.length <= dataMax && DATA_IMAGE.test(value));

export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOR.test(value);
