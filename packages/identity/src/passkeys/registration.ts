import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { IdentityUserRow } from '../schema';
import { openChallenge, takeChallenge } from '../challenge-store';
import { CognitoError, invalidParameter } from '../errors';
import type { EmbeddedIdentity } from '../service';
import { checkedOrigin } from './relying-party';
import { countCredentials, credentialsOf, insertCredential } from './credentials';

/*
 * StartWebAuthnRegistration / CompleteWebAuthnRegistration for a signed-in person (AccessToken).
 * The challenge waits in identity_challenges under a key of the person, 5 minutes, good once.
 */

const REGISTRATION = 'WEBAUTHN_REGISTRATION';
const REGISTRATION_TTL_MS = 5 * 60_000;
/** As in Cognito: at most 20 passkeys per person. */
const MAX_PASSKEYS = 20;
const registrationKey = (userId: string) => `webauthn-registration:${userId}`;

const challengeNotFound = () =>
  new CognitoError(
    'WebAuthnChallengeNotFoundException',
    'The WebAuthn challenge was not found or has expired.',
  );
const relyingPartyMismatch = () =>
  new CognitoError(
    'WebAuthnRelyingPartyMismatchException',
    "The passkey's relying party does not match the user pool's.",
  );

/** What a passkey is called until the person names it. */
const defaultName = (attachment: string | null) =>
  attachment === 'cross-platform' ? 'Security key' : 'Passkey';

export async function startRegistration(identity: EmbeddedIdentity, user: IdentityUserRow) {
  const existing = await credentialsOf(identity.db, user.id);
  if (existing.length >= MAX_PASSKEYS)
    throw new CognitoError('LimitExceededException', 'The user has reached the passkey limit.');
  const { rpId, rpName } = identity.settings.webAuthn;
  const options = await generateRegistrationOptions({
    rpName,
    rpID: rpId,
    userID: new TextEncoder().encode(user.id),
    userName: user.email,
    userDisplayName: user.attributes.name ?? user.email,
    timeout: REGISTRATION_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((credential) => ({
      id: credential.credentialId,
      transports: credential.transports as never,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: [-7, -257],
  });
  await openChallenge(identity.db, {
    poolId: identity.pool.id,
    userId: user.id,
    challengeName: REGISTRATION,
    state: { challenge: options.challenge },
    token: registrationKey(user.id),
    ttlMs: REGISTRATION_TTL_MS,
  });
  return options;
}

const isRegistrationResponse = (value: unknown): value is RegistrationResponseJSON => {
  const candidate = value as Partial<RegistrationResponseJSON> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'string' &&
    typeof candidate.rawId === 'string' &&
    candidate.type === 'public-key' &&
    typeof candidate.response?.clientDataJSON === 'string' &&
    typeof candidate.response.attestationObject === 'string'
  );
};

export async function completeRegistration(
  identity: EmbeddedIdentity,
  user: IdentityUserRow,
  credential: unknown,
): Promise<void> {
  if (!isRegistrationResponse(credential))
    throw invalidParameter('Credential is not a RegistrationResponseJSON.');
  const origin = checkedOrigin(identity, credential.response.clientDataJSON);
  const pending = await takeChallenge<{ challenge: string }>(
    identity.db,
    registrationKey(user.id),
    [REGISTRATION],
  ).catch(() => null);
  if (!pending) throw challengeNotFound();
  const { rpId } = identity.settings.webAuthn;
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: pending.state.challenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      requireUserVerification: true,
    });
  } catch (error) {
    if (error instanceof Error && /RP ID/i.test(error.message)) throw relyingPartyMismatch();
    if (error instanceof Error && /challenge/i.test(error.message)) throw challengeNotFound();
    throw invalidParameter('The passkey registration could not be verified.');
  }
  if (!verification.verified || !verification.registrationInfo)
    throw invalidParameter('The passkey registration could not be verified.');
  const { credential: made } = verification.registrationInfo;
  if ((await countCredentials(identity.db, user.id)) >= MAX_PASSKEYS)
    throw new CognitoError('LimitExceededException', 'The user has reached the passkey limit.');
  const attachment = credential.authenticatorAttachment ?? null;
  const stored = await insertCredential(identity.db, {
    credentialId: made.id,
    poolId: identity.pool.id,
    userId: user.id,
    publicKey: Buffer.from(made.publicKey).toString('base64url'),
    signCount: made.counter,
    transports: made.transports ?? credential.response.transports ?? [],
    authenticatorAttachment: attachment,
    relyingPartyId: rpId,
    friendlyName: defaultName(attachment),
  });
  if (!stored) throw invalidParameter('The passkey is already registered.');
}
