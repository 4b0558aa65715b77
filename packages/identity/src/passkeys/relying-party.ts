import { CognitoError } from '../errors';
import type { EmbeddedIdentity } from '../service';

/*
 * Where passkeys may be used: pages whose host is the relying party id or a name below it, over
 * HTTPS, or over plain HTTP on `localhost` (as browsers allow). Browsers refuse passkeys on an IP
 * address, so an origin such as http://127.0.0.1 never gets this far.
 */

const originNotAllowed = () =>
  new CognitoError(
    'WebAuthnOriginNotAllowedException',
    "The passkey's origin is not allowed for the user pool.",
  );

function originAllowed(origin: string, rpId: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = url.hostname;
  const ours = host === rpId || host.endsWith(`.${rpId}`);
  const local = host === 'localhost' || host.endsWith('.localhost');
  return ours && (url.protocol === 'https:' || (url.protocol === 'http:' && local));
}

/** The origin a browser wrote into a credential's client data, checked against ours. */
export function checkedOrigin(identity: EmbeddedIdentity, clientDataJSON: unknown): string {
  let origin: unknown;
  try {
    origin = (
      JSON.parse(Buffer.from(String(clientDataJSON), 'base64url').toString('utf8')) as {
        origin?: unknown;
      }
    ).origin;
  } catch {
    origin = undefined;
  }
  if (typeof origin !== 'string' || !originAllowed(origin, identity.settings.webAuthn.rpId))
    throw originNotAllowed();
  return origin;
}
