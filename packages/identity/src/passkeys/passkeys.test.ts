import {
  CognitoIdentityProviderClient,
  CompleteWebAuthnRegistrationCommand,
  DeleteWebAuthnCredentialCommand,
  InitiateAuthCommand,
  ListWebAuthnCredentialsCommand,
  RespondToAuthChallengeCommand,
  StartWebAuthnRegistrationCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityChallenges } from '../schema';
import { cognitoCall } from '../testing/cognito-call';
import { createTestContext, type TestContext } from '../testing/harness';
import { listen, type Listening } from '../testing/listen';
import { expired, mfaSteps } from '../testing/mfa-steps';
import { newPerson } from '../testing/people';
import {
  assertPasskey,
  createPasskey,
  type SoftwarePasskey,
} from '../testing/software-authenticator';
import { hashToken } from '../tokens';

/** Passkeys: registration, the WEB_AUTHN first factor, listing and deletion. */
describe('passkeys (WebAuthn) in the embedded pool', () => {
  let ctx: TestContext;
  let server: Listening;
  let steps: ReturnType<typeof mfaSteps>;
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await listen(ctx);
    steps = mfaSteps(ctx);
  });
  afterAll(() => ctx.close());

  // The harness's PUBLIC_URL is http://localhost:3000: the relying party is `localhost`.
  const rpId = 'localhost';
  const origin = 'http://localhost:3000';
  const refused = {
    __type: 'NotAuthorizedException',
    message: 'The passkey could not be verified for the user.',
  };

  interface CreationOptions {
    challenge: string;
    rp: { id: string; name: string };
    user: { id: string; name: string };
    excludeCredentials?: { id: string }[];
    authenticatorSelection?: Record<string, unknown>;
  }

  /** A person with a password, signed in, with one passkey registered. */
  async function personWithPasskey(person?: {
    id: string;
    email: string;
    password: string;
    AccessToken: string;
  }) {
    const who = person ?? (await newPerson(ctx));
    const AccessToken = person?.AccessToken ?? (await steps.accessTokenOf(who.email, who.password));
    const started = await cognitoCall(ctx, 'StartWebAuthnRegistration', { AccessToken });
    const options = started.body.CredentialCreationOptions as CreationOptions;
    const { passkey, response } = createPasskey({
      challenge: options.challenge,
      rpId,
      origin,
      userId: options.user.id,
    });
    const completed = await cognitoCall(ctx, 'CompleteWebAuthnRegistration', {
      AccessToken,
      Credential: response,
    });
    expect(completed).toEqual({ status: 200, body: {} });
    return { ...who, AccessToken, passkey, options };
  }

  const passkeyChallenge = async (email: string) => {
    const { body } = await cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_AUTH',
      ClientId: ctx.identity.pool.clientId,
      AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
    });
    expect(body.ChallengeName).toBe('WEB_AUTHN');
    const request = JSON.parse(body.ChallengeParameters!.CREDENTIAL_REQUEST_OPTIONS!) as {
      challenge: string;
      rpId: string;
      allowCredentials: { id: string }[];
      userVerification: string;
    };
    return { session: body.Session!, request };
  };
  const answer = (email: string, session: string, credential: unknown) =>
    steps.respond('WEB_AUTHN', session, {
      USERNAME: email,
      CREDENTIAL: JSON.stringify(credential),
    });
  const signInWith = async (email: string, passkey: SoftwarePasskey) => {
    const { session, request } = await passkeyChallenge(email);
    return answer(
      email,
      session,
      assertPasskey(passkey, { challenge: request.challenge, rpId, origin }),
    );
  };

  it('registers a passkey and lists it', async () => {
    const person = await personWithPasskey();
    expect(person.options).toMatchObject({
      rp: { id: 'localhost', name: 'Facility Console' },
      user: { name: person.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const { body } = await cognitoCall(ctx, 'ListWebAuthnCredentials', {
      AccessToken: person.AccessToken,
    });
    expect(body.Credentials).toEqual([
      {
        CredentialId: person.passkey.credentialId.toString('base64url'),
        FriendlyCredentialName: 'Passkey',
        RelyingPartyId: 'localhost',
        AuthenticatorAttachment: 'platform',
        AuthenticatorTransports: ['internal'],
        CreatedAt: expect.any(Number),
      },
    ]);
    // A second registration excludes the passkey the person already has.
    const again = await cognitoCall(ctx, 'StartWebAuthnRegistration', {
      AccessToken: person.AccessToken,
    });
    const options = again.body.CredentialCreationOptions as CreationOptions;
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([
      person.passkey.credentialId.toString('base64url'),
    ]);
  });

  it('signs in with the passkey, without a password or a second factor', async () => {
    const person = await steps.withTotp();
    const withKey = await personWithPasskey(person);
    const choice = await cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_AUTH',
      ClientId: ctx.identity.pool.clientId,
      AuthParameters: { USERNAME: person.email },
    });
    expect(choice.body.AvailableChallenges).toEqual(['PASSWORD', 'PASSWORD_SRP', 'WEB_AUTHN']);
    const { session, request } = await passkeyChallenge(person.email);
    expect(request).toMatchObject({
      rpId: 'localhost',
      userVerification: 'required',
      allowCredentials: [{ id: withKey.passkey.credentialId.toString('base64url') }],
    });
    const credential = assertPasskey(withKey.passkey, {
      challenge: request.challenge,
      rpId,
      origin,
    });
    const done = await answer(person.email, session, credential);
    expect(done.body.AuthenticationResult?.IdToken).toEqual(expect.any(String));
    expect(await ctx.apiStatus(done.body.AuthenticationResult!.IdToken)).toBe(200);
    const listed = await cognitoCall(ctx, 'ListWebAuthnCredentials', {
      AccessToken: withKey.AccessToken,
    });
    expect(listed.body.Credentials).toEqual([
      expect.objectContaining({ LastUsedAt: expect.any(Number) }),
    ]);

    // Chosen through SELECT_CHALLENGE too.
    const chosen = await steps.respond('SELECT_CHALLENGE', choice.body.Session, {
      USERNAME: person.email,
      ANSWER: 'WEB_AUTHN',
    });
    expect(chosen.body.ChallengeName).toBe('WEB_AUTHN');
    const options = JSON.parse(chosen.body.ChallengeParameters!.CREDENTIAL_REQUEST_OPTIONS!) as {
      challenge: string;
    };
    const viaChoice = await answer(
      person.email,
      chosen.body.Session!,
      assertPasskey(withKey.passkey, { challenge: options.challenge, rpId, origin }),
    );
    expect(viaChoice.body.AuthenticationResult).toBeDefined();
  });

  it('refuses a replayed assertion, and a counter that did not go up', async () => {
    const { email, passkey } = await personWithPasskey();
    const { session, request } = await passkeyChallenge(email);
    const credential = assertPasskey(passkey, { challenge: request.challenge, rpId, origin });
    expect((await answer(email, session, credential)).body.AuthenticationResult).toBeDefined();
    // The same assertion again: its Session is spent, and a new Session has a new challenge.
    expect((await answer(email, session, credential)).body).toEqual(expired);
    const fresh = await passkeyChallenge(email);
    expect((await answer(email, fresh.session, credential)).body).toEqual(refused);
    // A signature over the right challenge whose counter is not above the last one seen.
    const next = await passkeyChallenge(email);
    const cloned = assertPasskey(passkey, {
      challenge: next.request.challenge,
      rpId,
      origin,
      counter: passkey.counter,
    });
    expect((await answer(email, next.session, cloned)).body).toEqual(refused);
    expect((await signInWith(email, passkey)).body.AuthenticationResult).toBeDefined();
  });

  it("refuses another person's passkey", async () => {
    const owner = await personWithPasskey();
    const other = await personWithPasskey();
    const { session, request } = await passkeyChallenge(other.email);
    const wrongKey = assertPasskey(owner.passkey, { challenge: request.challenge, rpId, origin });
    expect((await answer(other.email, session, wrongKey)).body).toEqual(refused);
  });

  it('refuses an origin at another name or an IP address, and a wrong relying party', async () => {
    const person = await newPerson(ctx);
    const AccessToken = await steps.accessTokenOf(person.email, person.password);
    const register = async (at: string, rp = rpId) => {
      const started = await cognitoCall(ctx, 'StartWebAuthnRegistration', { AccessToken });
      const options = started.body.CredentialCreationOptions as CreationOptions;
      const { response } = createPasskey({
        challenge: options.challenge,
        rpId: rp,
        origin: at,
        userId: options.user.id,
      });
      return (
        await cognitoCall(ctx, 'CompleteWebAuthnRegistration', {
          AccessToken,
          Credential: response,
        })
      ).body;
    };
    const notAllowed = {
      __type: 'WebAuthnOriginNotAllowedException',
      message: "The passkey's origin is not allowed for the user pool.",
    };
    expect(await register('http://127.0.0.1:3000')).toEqual(notAllowed);
    expect(await register('https://evil.example')).toEqual(notAllowed);
    expect(await register(origin, 'evil.example')).toEqual({
      __type: 'WebAuthnRelyingPartyMismatchException',
      message: "The passkey's relying party does not match the user pool's.",
    });

    const { email, passkey } = await personWithPasskey();
    const { session, request } = await passkeyChallenge(email);
    const elsewhere = assertPasskey(passkey, {
      challenge: request.challenge,
      rpId,
      origin: 'http://127.0.0.1:3000',
    });
    expect((await answer(email, session, elsewhere)).body).toEqual(notAllowed);
  });

  it('refuses a wrong Session and an expired challenge, as Cognito does', async () => {
    const person = await personWithPasskey();
    const { session, request } = await passkeyChallenge(person.email);
    const credential = assertPasskey(person.passkey, {
      challenge: request.challenge,
      rpId,
      origin,
    });
    expect((await answer(person.email, 'not-a-session', credential)).body).toEqual(expired);
    await ctx.db
      .update(identityChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityChallenges.sessionHash, hashToken(session)));
    expect((await answer(person.email, session, credential)).body).toEqual(expired);

    // A registration completed after its challenge expired, or never started.
    const started = await cognitoCall(ctx, 'StartWebAuthnRegistration', {
      AccessToken: person.AccessToken,
    });
    const options = started.body.CredentialCreationOptions as CreationOptions;
    const { response } = createPasskey({
      challenge: options.challenge,
      rpId,
      origin,
      userId: options.user.id,
    });
    await ctx.db
      .update(identityChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(identityChallenges.userId, person.id),
          eq(identityChallenges.challengeName, 'WEBAUTHN_REGISTRATION'),
        ),
      );
    const late = await cognitoCall(ctx, 'CompleteWebAuthnRegistration', {
      AccessToken: person.AccessToken,
      Credential: response,
    });
    expect(late.body).toEqual({
      __type: 'WebAuthnChallengeNotFoundException',
      message: 'The WebAuthn challenge was not found or has expired.',
    });
    const unauthenticated = await cognitoCall(ctx, 'StartWebAuthnRegistration', {
      AccessToken: 'not-a-token',
    });
    expect(unauthenticated.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });

  it("deletes a person's own passkey only; a deleted passkey signs in no more", async () => {
    const owner = await personWithPasskey();
    const other = await personWithPasskey();
    const id = owner.passkey.credentialId.toString('base64url');
    const notFound = await cognitoCall(ctx, 'DeleteWebAuthnCredential', {
      AccessToken: other.AccessToken,
      CredentialId: id,
    });
    expect(notFound.body).toEqual({
      __type: 'ResourceNotFoundException',
      message: 'The credential was not found.',
    });
    expect((await signInWith(owner.email, owner.passkey)).body.AuthenticationResult).toBeDefined();
    const deleted = await cognitoCall(ctx, 'DeleteWebAuthnCredential', {
      AccessToken: owner.AccessToken,
      CredentialId: id,
    });
    expect(deleted).toEqual({ status: 200, body: {} });
    const listed = await cognitoCall(ctx, 'ListWebAuthnCredentials', {
      AccessToken: owner.AccessToken,
    });
    expect(listed.body.Credentials).toEqual([]);
    const choice = await cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_AUTH',
      ClientId: ctx.identity.pool.clientId,
      AuthParameters: { USERNAME: owner.email, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
    });
    expect(choice.body.ChallengeName).toBe('SELECT_CHALLENGE');
    expect(choice.body.AvailableChallenges).not.toContain('WEB_AUTHN');
  });

  it('is driven by the AWS SDK client: register, list, sign in, delete', async () => {
    const person = await newPerson(ctx);
    const AccessToken = await steps.accessTokenOf(person.email, person.password);
    const client = new CognitoIdentityProviderClient({
      region: server.region,
      endpoint: server.endpoint,
      credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    });
    try {
      const started = await client.send(new StartWebAuthnRegistrationCommand({ AccessToken }));
      const options = started.CredentialCreationOptions as unknown as CreationOptions;
      const { passkey, response } = createPasskey({
        challenge: options.challenge,
        rpId,
        origin,
        userId: options.user.id,
      });
      await client.send(
        new CompleteWebAuthnRegistrationCommand({ AccessToken, Credential: response as never }),
      );
      const listed = await client.send(new ListWebAuthnCredentialsCommand({ AccessToken }));
      expect(listed.Credentials).toHaveLength(1);
      expect(listed.Credentials![0]!.CreatedAt).toBeInstanceOf(Date);
      const challenge = await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_AUTH',
          ClientId: server.clientId,
          AuthParameters: { USERNAME: person.email, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
        }),
      );
      const request = JSON.parse(challenge.ChallengeParameters!.CREDENTIAL_REQUEST_OPTIONS!) as {
        challenge: string;
      };
      const done = await client.send(
        new RespondToAuthChallengeCommand({
          ChallengeName: 'WEB_AUTHN',
          ClientId: server.clientId,
          Session: challenge.Session,
          ChallengeResponses: {
            USERNAME: person.email,
            CREDENTIAL: JSON.stringify(
              assertPasskey(passkey, { challenge: request.challenge, rpId, origin }),
            ),
          },
        }),
      );
      expect(done.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
      await client.send(
        new DeleteWebAuthnCredentialCommand({
          AccessToken,
          CredentialId: listed.Credentials![0]!.CredentialId,
        }),
      );
      const after = await client.send(new ListWebAuthnCredentialsCommand({ AccessToken }));
      expect(after.Credentials).toEqual([]);
    } finally {
      client.destroy();
    }
  });
});
