import type { IdentityUserRow } from '../schema';
import { invalidParameter } from '../errors';
import type { EmbeddedIdentity } from '../service';
import type { SignInStep } from './steps';

/** Whether the person has a passkey to sign in with (none can be registered yet). */
export async function hasPasskeys(_identity: EmbeddedIdentity, _user: IdentityUserRow) {
  return false;
}

export async function passkeyChallenge(
  _identity: EmbeddedIdentity,
  _user: IdentityUserRow,
  _name: string,
): Promise<SignInStep> {
  throw invalidParameter('WEB_AUTHN is not available for the user.');
}
