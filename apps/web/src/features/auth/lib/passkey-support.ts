/** An IPv4 address, or an IPv6 one (the URL's hostname keeps its brackets). */
const IP_ADDRESS = /^(\d{1,3}\.){3}\d{1,3}$|^\[.*\]$/;

/**
 * Whether this browser can offer a passkey here: it must know WebAuthn (PublicKeyCredential)
 * and the page must be open at a name, not an IP address, which browsers refuse passkeys on.
 */
export function canUsePasskeys(
  scope: { PublicKeyCredential?: unknown; location?: { hostname: string } } = globalThis,
): boolean {
  if (typeof scope.PublicKeyCredential !== 'function') return false;
  const host = scope.location?.hostname ?? '';
  return host !== '' && !IP_ADDRESS.test(host);
}
