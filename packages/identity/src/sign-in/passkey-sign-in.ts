import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import type { IdentityUserRow } from '../schema';
import { openChallenge, readChallenge, sessionExpired, takeChallenge } from '../challenge-store';
import { notAuthorized, invalidParameter } from '../errors';
import { opaqueToken } from '../ids';
import {
  countCredentials,
  credentialsOf,
  findCredential,
  recordUse,
} from '../passkeys/credentials';
import { checkedOrigin } from '../passkeys/relying-party';
import type { EmbeddedIdentity } from '../service';
import { findUserById } from '../users';
import { required, type Parameters } from './parameters';
import { issueSignIn, type SignInContext, type SignInStep } from './steps';

/*
 * The WEB_AUTHN first factor: CREDENTIAL_REQUEST_OPTIONS out (the person's passkeys allowed,
 * user verification required), CREDENTIAL (an AuthenticationResponseJSON) back. A passkey with
 * user verification is something the person has and is or knows, so it counts as both factors,
 * as in Cognito: no MFA step follows.
 */

interface PasskeyState extends Record<string, unknown> {
  name: string;
  challenge: string;
}

const PASSKEY_TIMEOUT_MS = 3 * 60_000;
const passkeyRefused = () => notAuthorized('The passkey could not be verified for the user.');

/** Whether the person has a passkey to sign in with. */
export async function hasPasskeys(identity: EmbeddedIdentity, user: IdentityUserRow) {
  return (await countCredentials(identity.db, user.id)) > 0;
}

export async function passkeyChallenge(
  identity: EmbeddedIdentity,
  user: IdentityUserRow,
  name: string,
): Promise<SignInStep> {
  const credentials = await credentialsOf(identity.db, user.id);
  const options = await generateAuthenticationOptions({
    rpID: identity.settings.webAuthn.rpId,
    allowCredentials: credentials.map((credential) => ({
      id: credential.credentialId,
      transports: credential.transports as never,
    })),
    userVerification: 'required',
    timeout: PASSKEY_TIMEOUT_MS,
  });
  const session = opaqueToken(96);
  const state: PasskeyState = { name, challenge: options.challenge };
  await openChallenge(identity.db, {
    poolId: identity.pool.id,
    userId: user.id,
    challengeName: 'WEB_AUTHN',
    state,
    token: session,
  });
  return {
    ChallengeName: 'WEB_AUTHN',
    Session: session,
    ChallengeParameters: { CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(options) },
  };
}

function parseAssertion(text: string): AuthenticationResponseJSON {
  let value: Partial<AuthenticationResponseJSON> | null;
  try {
    value = JSON.parse(text) as Partial<AuthenticationResponseJSON> | null;
  } catch {
    value = null;
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    typeof value.id !== 'string' ||
    typeof value.rawId !== 'string' ||
    value.type !== 'public-key' ||
    typeof value.response?.clientDataJSON !== 'string' ||
    typeof value.response.authenticatorData !== 'string' ||
    typeof value.response.signature !== 'string'
  )
    throw invalidParameter('CREDENTIAL is not an AuthenticationResponseJSON.');
  return value as AuthenticationResponseJSON;
}

/** RespondToAuthChallenge WEB_AUTHN: the assertion, verified; then tokens. */
export async function answerPasskey(
  identity: EmbeddedIdentity,
  session: string | undefined,
  responses: Parameters,
  context: SignInContext,
): Promise<SignInStep> {
  const challenge = await readChallenge<PasskeyState>(identity.db, session, ['WEB_AUTHN']);
  const user = challenge.userId ? await findUserById(identity.db, challenge.userId) : undefined;
  if (!user) throw sessionExpired();
  const named = responses?.USERNAME?.trim().toLowerCase();
  if (
    named &&
    named !== challenge.state.name.trim().toLowerCase() &&
    named !== user.id &&
    named !== user.email
  )
    throw sessionExpired();
  const assertion = parseAssertion(required(responses, 'CREDENTIAL'));
  const origin = checkedOrigin(identity, assertion.response.clientDataJSON);
  // One answer per challenge, right or wrong: an assertion cannot be tried twice.
  await takeChallenge(identity.db, session, ['WEB_AUTHN']);
  const credential = await findCredential(identity.db, identity.pool.id, assertion.id);
  if (!credential || credential.userId !== user.id) throw passkeyRefused();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: challenge.state.challenge,
      expectedOrigin: origin,
      expectedRPID: identity.settings.webAuthn.rpId,
      credential: {
        id: credential.credentialId,
        publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
        counter: credential.signCount,
        transports: credential.transports as never,
      },
      requireUserVerification: true,
    });
  } catch {
    throw passkeyRefused();
  }
  if (!verification.verified) throw passkeyRefused();
  if (!(await recordUse(identity.db, credential, verification.authenticationInfo.newCounter)))
    throw passkeyRefused();
  if (!user.enabled) throw notAuthorized('User is disabled.');
  return issueSignIn(identity, user, context);
}
