const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** True for text that is plausibly a base64 payload rather than JSON or plain text. */
export const looksLikeBase64 = (text: string) => {
  const trimmed = text.trim();
  return trimmed.length >= 4 && trimmed.length % 4 === 0 && BASE64.test(trimmed);
};

function decodeBase64(text: string): string {
  const binary = atob(text.trim());
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Some responses arrive base64-encoded (spec section 7): decoded when the X-Content-Encoded
 * header says b64, or when the text looks like base64. Then parsed as JSON; undefined when empty.
 */
export function decodeBody(text: string, encodingHeader: string | null): unknown {
  if (text.trim() === '') return undefined;
  const decoded = encodingHeader === 'b64' || looksLikeBase64(text) ? decodeBase64(text) : text;
  return JSON.parse(decoded) as unknown;
}
