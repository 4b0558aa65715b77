import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityChallenges, identityUsers } from '../schema';
import { configureAmplify } from '../testing/amplify';
import { cognitoCall } from '../testing/cognito-call';
import { createTestContext, type TestContext } from '../testing/harness';
import { listen, type Listening } from '../testing/listen';
import { expired, mfaSteps, mismatch } from '../testing/mfa-steps';
import { lastEmailedCode, newPerson, reloadUser } from '../testing/people';
import { srpProof, srpStart } from '../testing/srp-client';
import { hashToken } from '../tokens';

/** Choice-based sign-in (USER_AUTH): preferred challenges, SELECT_CHALLENGE, e-mailed codes. */
describe('USER_AUTH: choice-based sign-in', () => {
  let ctx: TestContext;
  let server: Listening;
  let steps: ReturnType<typeof mfaSteps>;
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await listen(ctx);
    steps = mfaSteps(ctx);
  });
  afterAll(() => ctx.close());

  const userAuth = (parameters: Record<string, string>) =>
    cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_AUTH',
      ClientId: ctx.identity.pool.clientId,
      AuthParameters: parameters,
    });
  const tokensIn = (body: { AuthenticationResult?: unknown }) =>
    expect(body.AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
  const fullChoice = ['PASSWORD', 'PASSWORD_SRP', 'EMAIL_OTP'];
  const mailsTo = (email: string) => ctx.mails.filter((mail) => mail.to === email).length;

  it('without a preferred challenge offers the first factors the person has (SELECT_CHALLENGE)', async () => {
    const person = await newPerson(ctx);
    const { status, body } = await userAuth({ USERNAME: person.email });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ChallengeName: 'SELECT_CHALLENGE',
      AvailableChallenges: fullChoice,
      ChallengeParameters: {},
    });
    expect(body.Session).toEqual(expect.any(String));
  });

  it('PREFERRED_CHALLENGE PASSWORD checks the password at once', async () => {
    const person = await newPerson(ctx);
    const right = await userAuth({
      USERNAME: person.email,
      PREFERRED_CHALLENGE: 'PASSWORD',
      PASSWORD: person.password,
    });
    tokensIn(right.body);
    expect(await ctx.apiStatus(right.body.AuthenticationResult!.IdToken)).toBe(200);
    const wrong = await userAuth({
      USERNAME: person.email,
      PREFERRED_CHALLENGE: 'PASSWORD',
      PASSWORD: 'Wrong@12345',
    });
    expect(wrong.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const missing = await userAuth({ USERNAME: person.email, PREFERRED_CHALLENGE: 'PASSWORD' });
    expect(missing.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'Missing required parameter PASSWORD',
    });
  });

  it('PREFERRED_CHALLENGE PASSWORD_SRP answers PASSWORD_VERIFIER', async () => {
    const person = await newPerson(ctx);
    const start = await srpStart(ctx.identity.pool.name);
    const first = await userAuth({
      USERNAME: person.email,
      PREFERRED_CHALLENGE: 'PASSWORD_SRP',
      SRP_A: start.A,
    });
    expect(first.body.ChallengeName).toBe('PASSWORD_VERIFIER');
    const proof = await srpProof({
      start,
      poolName: ctx.identity.pool.name,
      password: person.password,
      challenge: first.body.ChallengeParameters!,
    });
    const done = await steps.respond('PASSWORD_VERIFIER', undefined, proof);
    tokensIn(done.body);
  });

  it('PREFERRED_CHALLENGE EMAIL_OTP mails a code that signs in once', async () => {
    const person = await newPerson(ctx);
    const first = await userAuth({ USERNAME: person.email, PREFERRED_CHALLENGE: 'EMAIL_OTP' });
    expect(first.body).toMatchObject({
      ChallengeName: 'EMAIL_OTP',
      ChallengeParameters: {
        CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
        CODE_DELIVERY_DESTINATION: 'p***@d***',
      },
    });
    const mail = ctx.mails.findLast((candidate) => candidate.to === person.email)!;
    expect(mail).toMatchObject({ kind: 'identity.email-otp', orgId: ctx.seed.demoOrgId });
    expect(mail.redactedText).not.toMatch(/\d{6}/);
    const code = await lastEmailedCode(ctx, person.email);
    const answer = { USERNAME: person.email, EMAIL_OTP_CODE: code };
    const done = await steps.respond('EMAIL_OTP', first.body.Session, answer);
    tokensIn(done.body);
    expect(await ctx.apiStatus(done.body.AuthenticationResult!.IdToken)).toBe(200);
    const again = await steps.respond('EMAIL_OTP', first.body.Session, answer);
    expect(again.body).toEqual(expired);
  });

  it('refuses a wrong e-mailed code, keeps the Session for a few tries, then spends it', async () => {
    const person = await newPerson(ctx);
    const first = await userAuth({ USERNAME: person.email, PREFERRED_CHALLENGE: 'EMAIL_OTP' });
    const code = await lastEmailedCode(ctx, person.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = { USERNAME: person.email, EMAIL_OTP_CODE: wrongCode };
    expect((await steps.respond('EMAIL_OTP', first.body.Session, wrong)).body).toEqual(mismatch);
    const right = { USERNAME: person.email, EMAIL_OTP_CODE: code };
    tokensIn((await steps.respond('EMAIL_OTP', first.body.Session, right)).body);

    const second = await userAuth({ USERNAME: person.email, PREFERRED_CHALLENGE: 'EMAIL_OTP' });
    const secondCode = await lastEmailedCode(ctx, person.email);
    const secondWrong = {
      USERNAME: person.email,
      EMAIL_OTP_CODE: secondCode === '000000' ? '1' : '0',
    };
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await steps.respond('EMAIL_OTP', second.body.Session, secondWrong)).body).toEqual(
        mismatch,
      );
    const late = { USERNAME: person.email, EMAIL_OTP_CODE: secondCode };
    expect((await steps.respond('EMAIL_OTP', second.body.Session, late)).body).toEqual(expired);
  });

  it('refuses an expired e-mailed code', async () => {
    const person = await newPerson(ctx);
    const first = await userAuth({ USERNAME: person.email, PREFERRED_CHALLENGE: 'EMAIL_OTP' });
    const code = await lastEmailedCode(ctx, person.email);
    await ctx.db
      .update(identityChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityChallenges.sessionHash, hashToken(first.body.Session!)));
    const answer = { USERNAME: person.email, EMAIL_OTP_CODE: code };
    expect((await steps.respond('EMAIL_OTP', first.body.Session, answer)).body).toEqual(expired);
  });

  it('counts wrong e-mailed codes toward the lockout of the password path', async () => {
    const person = await newPerson(ctx);
    const wrongCodes = async (count: number) => {
      const start = await userAuth({ USERNAME: person.email, PREFERRED_CHALLENGE: 'EMAIL_OTP' });
      const code = await lastEmailedCode(ctx, person.email);
      const wrong = { USERNAME: person.email, EMAIL_OTP_CODE: code === '000000' ? '1' : '0' };
      for (let attempt = 0; attempt < count; attempt += 1)
        expect((await steps.respond('EMAIL_OTP', start.body.Session, wrong)).body).toEqual(
          mismatch,
        );
    };
    await wrongCodes(3);
    await wrongCodes(2);
    expect((await reloadUser(ctx, person.id)).failedAttempts).toBe(5);
    // Locked (the lock's end moved, so that no test depends on the machine's speed): the
    // password and new codes are refused, and no code is mailed.
    await ctx.db
      .update(identityUsers)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(identityUsers.id, person.id));
    const exceeded = { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' };
    expect((await steps.signIn(person.email, person.password)).body).toEqual(exceeded);
    const before = mailsTo(person.email);
    const locked = await userAuth({ USERNAME: person.email, PREFERRED_CHALLENGE: 'EMAIL_OTP' });
    expect(locked.body).toEqual(exceeded);
    expect(mailsTo(person.email)).toBe(before);
  });

  it('answers SELECT_CHALLENGE with each factor', async () => {
    const person = await newPerson(ctx);
    const choose = async (responses: Record<string, string>) => {
      const { body } = await userAuth({ USERNAME: person.email });
      return steps.respond('SELECT_CHALLENGE', body.Session, {
        USERNAME: person.email,
        ...responses,
      });
    };
    tokensIn((await choose({ ANSWER: 'PASSWORD', PASSWORD: person.password })).body);

    const start = await srpStart(ctx.identity.pool.name);
    const verifier = await choose({ ANSWER: 'PASSWORD_SRP', SRP_A: start.A });
    expect(verifier.body.ChallengeName).toBe('PASSWORD_VERIFIER');
    const proof = await srpProof({
      start,
      poolName: ctx.identity.pool.name,
      password: person.password,
      challenge: verifier.body.ChallengeParameters!,
    });
    tokensIn((await steps.respond('PASSWORD_VERIFIER', undefined, proof)).body);

    const emailed = await choose({ ANSWER: 'EMAIL_OTP' });
    expect(emailed.body.ChallengeName).toBe('EMAIL_OTP');
    const code = await lastEmailedCode(ctx, person.email);
    const done = await steps.respond('EMAIL_OTP', emailed.body.Session, {
      USERNAME: person.email,
      EMAIL_OTP_CODE: code,
    });
    tokensIn(done.body);
  });

  it('answers SMS_OTP as a pool without an SMS sender: never offered, refused when chosen', async () => {
    const person = await newPerson(ctx);
    const preferred = await userAuth({ USERNAME: person.email, PREFERRED_CHALLENGE: 'SMS_OTP' });
    expect(preferred.body).toMatchObject({
      ChallengeName: 'SELECT_CHALLENGE',
      AvailableChallenges: fullChoice,
    });
    const chosen = await steps.respond('SELECT_CHALLENGE', preferred.body.Session, {
      USERNAME: person.email,
      ANSWER: 'SMS_OTP',
    });
    expect(chosen.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'The challenge SMS_OTP is not available for the user.',
    });
    // A person without a passkey asked for one is offered the choice too.
    const passkey = await userAuth({ USERNAME: person.email, PREFERRED_CHALLENGE: 'WEB_AUTHN' });
    expect(passkey.body.ChallengeName).toBe('SELECT_CHALLENGE');
  });

  it('refuses a wrong Session, another name, and an expired choice', async () => {
    const person = await newPerson(ctx);
    const other = await newPerson(ctx);
    const answer = { USERNAME: person.email, ANSWER: 'PASSWORD', PASSWORD: person.password };
    expect((await steps.respond('SELECT_CHALLENGE', 'not-a-session', answer)).body).toEqual(
      expired,
    );
    const { body } = await userAuth({ USERNAME: person.email });
    const asOther = { ...answer, USERNAME: other.email, PASSWORD: other.password };
    expect((await steps.respond('SELECT_CHALLENGE', body.Session, asOther)).body).toEqual(expired);
    await ctx.db
      .update(identityChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityChallenges.sessionHash, hashToken(body.Session!)));
    expect((await steps.respond('SELECT_CHALLENGE', body.Session, answer)).body).toEqual(expired);
    // An e-mail code Session is no SELECT_CHALLENGE Session, nor the other way round.
    const emailed = await userAuth({ USERNAME: person.email, PREFERRED_CHALLENGE: 'EMAIL_OTP' });
    expect((await steps.respond('SELECT_CHALLENGE', emailed.body.Session, answer)).body).toEqual(
      expired,
    );
  });

  it('asks for the second factor after a password, and offers no code that would skip it', async () => {
    const person = await steps.withTotp();
    const { body } = await userAuth({ USERNAME: person.email });
    expect(body.AvailableChallenges).toEqual(['PASSWORD', 'PASSWORD_SRP']);
    const answered = await steps.respond('SELECT_CHALLENGE', body.Session, {
      USERNAME: person.email,
      ANSWER: 'PASSWORD',
      PASSWORD: person.password,
    });
    expect(answered.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const preferred = await userAuth({ USERNAME: person.email, PREFERRED_CHALLENGE: 'EMAIL_OTP' });
    expect(preferred.body.ChallengeName).toBe('SELECT_CHALLENGE');
  });

  it('answers a name that is no user like a person, and mails nothing', async () => {
    const name = 'nobody-here@demo.example';
    const { body } = await userAuth({ USERNAME: name });
    expect(body).toMatchObject({
      ChallengeName: 'SELECT_CHALLENGE',
      AvailableChallenges: fullChoice,
    });
    const emailed = await steps.respond('SELECT_CHALLENGE', body.Session, {
      USERNAME: name,
      ANSWER: 'EMAIL_OTP',
    });
    expect(emailed.body).toMatchObject({
      ChallengeName: 'EMAIL_OTP',
      ChallengeParameters: { CODE_DELIVERY_DESTINATION: 'n***@d***' },
    });
    expect(mailsTo(name)).toBe(0);
    const guess = { USERNAME: name, EMAIL_OTP_CODE: '123456' };
    expect((await steps.respond('EMAIL_OTP', emailed.body.Session, guess)).body).toEqual(mismatch);
  });

  it('answers CUSTOM_AUTH as Cognito does for a pool without custom-auth Lambda triggers', async () => {
    const { status, body } = await cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: ctx.identity.pool.clientId,
      AuthParameters: { USERNAME: 'user@demo.example' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      __type: 'InvalidParameterException',
      message: 'Custom auth lambda trigger is not configured for the user pool.',
    });
  });

  it('is driven by the AWS SDK client: SELECT_CHALLENGE, then an e-mailed code', async () => {
    const person = await newPerson(ctx);
    const client = new CognitoIdentityProviderClient({
      region: server.region,
      endpoint: server.endpoint,
      credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    });
    try {
      const start = await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_AUTH',
          ClientId: server.clientId,
          AuthParameters: { USERNAME: person.email },
        }),
      );
      expect(start.ChallengeName).toBe('SELECT_CHALLENGE');
      expect(start.AvailableChallenges).toEqual(fullChoice);
      const emailed = await client.send(
        new RespondToAuthChallengeCommand({
          ChallengeName: 'SELECT_CHALLENGE',
          ClientId: server.clientId,
          Session: start.Session,
          ChallengeResponses: { USERNAME: person.email, ANSWER: 'EMAIL_OTP' },
        }),
      );
      expect(emailed.ChallengeName).toBe('EMAIL_OTP');
      const done = await client.send(
        new RespondToAuthChallengeCommand({
          ChallengeName: 'EMAIL_OTP',
          ClientId: server.clientId,
          Session: emailed.Session,
          ChallengeResponses: {
            USERNAME: person.email,
            EMAIL_OTP_CODE: await lastEmailedCode(ctx, person.email),
          },
        }),
      );
      expect(done.AuthenticationResult?.IdToken).toEqual(expect.any(String));
    } finally {
      client.destroy();
    }
  });

  it('is driven by Amplify v6: first-factor selection, then the e-mailed code', async () => {
    configureAmplify(server);
    const person = await newPerson(ctx);
    try {
      const first = await signIn({
        username: person.email,
        options: { authFlowType: 'USER_AUTH' },
      });
      expect(first.nextStep).toMatchObject({
        signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
        availableChallenges: fullChoice,
      });
      const emailed = await confirmSignIn({ challengeResponse: 'EMAIL_OTP' });
      expect(emailed.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
      const done = await confirmSignIn({
        challengeResponse: await lastEmailedCode(ctx, person.email),
      });
      expect(done.isSignedIn).toBe(true);
      expect((await fetchAuthSession()).tokens?.idToken?.payload.email).toBe(person.email);
      await signOut();

      const preferred = await signIn({
        username: person.email,
        options: { authFlowType: 'USER_AUTH', preferredChallenge: 'EMAIL_OTP' },
      });
      expect(preferred.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
      await confirmSignIn({ challengeResponse: await lastEmailedCode(ctx, person.email) });
      expect((await fetchAuthSession()).tokens?.idToken?.payload.email).toBe(person.email);
    } finally {
      await signOut();
    }
  });
});
