import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { identityChallenges, mailOutbox } from '../../db/schema';
import { totpCode } from '../mfa/totp';
import { cognitoCall } from '../testing/cognito-call';
import { lastEmailedCode, newPerson, reloadUser } from '../testing/people';
import { hashToken } from '../tokens';

const expired = {
  __type: 'NotAuthorizedException',
  message: 'Invalid session for the user, session is expired.',
};
const mismatch = { __type: 'CodeMismatchException', message: 'Invalid code received for user' };
const inThirtySeconds = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe('multi-factor sign-in: TOTP, e-mail codes, selection and setup', () => {
  let ctx: TestContext;
  let clientId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    clientId = ctx.identity.pool.clientId;
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string) =>
    cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
  const respond = (name: string, session: string | undefined, responses: Record<string, string>) =>
    cognitoCall(ctx, 'RespondToAuthChallenge', {
      ChallengeName: name,
      ClientId: clientId,
      Session: session,
      ChallengeResponses: responses,
    });
  const accessTokenOf = async (email: string, password: string) =>
    (await signIn(email, password)).body.AuthenticationResult!.AccessToken;

  /** A person with TOTP associated, verified and preferred, through the AccessToken calls. */
  const withTotp = async () => {
    const person = await newPerson(ctx);
    const AccessToken = await accessTokenOf(person.email, person.password);
    const associated = await cognitoCall(ctx, 'AssociateSoftwareToken', { AccessToken });
    const secret = associated.body.SecretCode as string;
    const verifyCode = totpCode(secret);
    const verified = await cognitoCall(ctx, 'VerifySoftwareToken', {
      AccessToken,
      UserCode: verifyCode,
      FriendlyDeviceName: 'phone',
    });
    expect(verified.body).toEqual({ Status: 'SUCCESS' });
    const preference = await cognitoCall(ctx, 'SetUserMFAPreference', {
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    expect(preference.status).toBe(200);
    return { ...person, secret, verifyCode, AccessToken };
  };

  it('associates and verifies a software token with an AccessToken, then GetUser lists it', async () => {
    const person = await newPerson(ctx);
    const AccessToken = await accessTokenOf(person.email, person.password);
    const early = await cognitoCall(ctx, 'SetUserMFAPreference', {
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true },
    });
    expect(early.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'User does not have delivery config set to turn on SOFTWARE_TOKEN_MFA',
    });
    const { body } = await cognitoCall(ctx, 'AssociateSoftwareToken', { AccessToken });
    expect(body.SecretCode).toMatch(/^[A-Z2-7]{52}$/);
    const wrong = await cognitoCall(ctx, 'VerifySoftwareToken', {
      AccessToken,
      UserCode: '000000' === totpCode(body.SecretCode as string) ? '111111' : '000000',
    });
    expect(wrong.body).toEqual({
      __type: 'EnableSoftwareTokenMFAException',
      message: 'Code mismatch and fail enable Software Token MFA',
    });
    const right = await cognitoCall(ctx, 'VerifySoftwareToken', {
      AccessToken,
      UserCode: totpCode(body.SecretCode as string),
    });
    expect(right.body).toEqual({ Status: 'SUCCESS' });
    await cognitoCall(ctx, 'SetUserMFAPreference', {
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    const user = await cognitoCall(ctx, 'GetUser', { AccessToken });
    expect(user.body.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(user.body.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('asks for SOFTWARE_TOKEN_MFA, refuses a wrong or spent code, accepts a fresh one', async () => {
    const person = await withTotp();
    const first = await signIn(person.email, person.password);
    expect(first.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(first.body.AuthenticationResult).toBeUndefined();
    const session = first.body.Session;
    const wrong = await respond('SOFTWARE_TOKEN_MFA', session, {
      USERNAME: person.email,
      SOFTWARE_TOKEN_MFA_CODE: '12345x',
    });
    expect(wrong.body).toEqual(mismatch);
    // The code that verified the token was spent then; it cannot sign in.
    const spent = await respond('SOFTWARE_TOKEN_MFA', session, {
      USERNAME: person.email,
      SOFTWARE_TOKEN_MFA_CODE: person.verifyCode,
    });
    expect(spent.body).toEqual(mismatch);
    const code = inThirtySeconds(person.secret);
    const right = await respond('SOFTWARE_TOKEN_MFA', session, {
      USERNAME: person.email,
      SOFTWARE_TOKEN_MFA_CODE: code,
    });
    expect(right.status).toBe(200);
    expect(right.body.AuthenticationResult?.IdToken).toEqual(expect.any(String));

    const second = await signIn(person.email, person.password);
    const replay = await respond('SOFTWARE_TOKEN_MFA', second.body.Session, {
      USERNAME: person.email,
      SOFTWARE_TOKEN_MFA_CODE: code,
    });
    expect(replay.body).toEqual(mismatch);
  });

  it('sends an EMAIL_OTP code through the outbox and checks it', async () => {
    const person = await newPerson(ctx);
    const AccessToken = await accessTokenOf(person.email, person.password);
    await cognitoCall(ctx, 'SetUserMFAPreference', {
      AccessToken,
      EmailMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    const { body } = await signIn(person.email, person.password);
    expect(body.ChallengeName).toBe('EMAIL_OTP');
    expect(body.ChallengeParameters).toEqual({
      CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
      CODE_DELIVERY_DESTINATION: 'p***@d***',
    });
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, person.email));
    expect(mail).toMatchObject({ kind: 'identity.email-otp', orgId: ctx.seed.demoOrgId });
    const code = await lastEmailedCode(ctx, person.email);
    const other = code === '000000' ? '000001' : '000000';
    expect(
      (await respond('EMAIL_OTP', body.Session, { USERNAME: person.email, EMAIL_OTP_CODE: other }))
        .body,
    ).toEqual(mismatch);
    const right = await respond('EMAIL_OTP', body.Session, {
      USERNAME: person.email,
      EMAIL_OTP_CODE: code,
    });
    expect(right.body.AuthenticationResult).toBeDefined();
  });

  it('lets a user with two factors and no preference choose (SELECT_MFA_TYPE)', async () => {
    const person = await withTotp();
    await cognitoCall(ctx, 'SetUserMFAPreference', {
      AccessToken: person.AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: false },
      EmailMfaSettings: { Enabled: true, PreferredMfa: false },
    });
    const { body } = await signIn(person.email, person.password);
    expect(body.ChallengeName).toBe('SELECT_MFA_TYPE');
    expect(body.ChallengeParameters).toEqual({
      MFAS_CAN_CHOOSE: '["SOFTWARE_TOKEN_MFA","EMAIL_OTP"]',
    });
    const chosen = await respond('SELECT_MFA_TYPE', body.Session, {
      USERNAME: person.email,
      ANSWER: 'EMAIL_OTP',
    });
    expect(chosen.body.ChallengeName).toBe('EMAIL_OTP');
    const done = await respond('EMAIL_OTP', chosen.body.Session, {
      USERNAME: person.email,
      EMAIL_OTP_CODE: await lastEmailedCode(ctx, person.email),
    });
    expect(done.body.AuthenticationResult).toBeDefined();
  });

  it('sets up TOTP inside the sign-in when MFA is required of the user (MFA_SETUP)', async () => {
    const person = await newPerson(ctx, { mfaRequired: true });
    const { body } = await signIn(person.email, person.password);
    expect(body.ChallengeName).toBe('MFA_SETUP');
    expect(body.ChallengeParameters).toEqual({
      MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA","EMAIL_OTP"]',
    });
    const associated = await cognitoCall(ctx, 'AssociateSoftwareToken', { Session: body.Session });
    expect(associated.body.SecretCode).toMatch(/^[A-Z2-7]{52}$/);
    expect(associated.body.Session).not.toBe(body.Session);
    const verified = await cognitoCall(ctx, 'VerifySoftwareToken', {
      Session: associated.body.Session,
      UserCode: totpCode(associated.body.SecretCode as string),
    });
    expect(verified.body).toEqual({ Status: 'SUCCESS', Session: expect.any(String) });
    const done = await respond('MFA_SETUP', verified.body.Session as string, {
      USERNAME: person.email,
    });
    expect(done.body.AuthenticationResult).toBeDefined();
    const user = await reloadUser(ctx, person.id);
    expect(user).toMatchObject({ totpEnabled: true, preferredMfa: 'SOFTWARE_TOKEN_MFA' });
    expect((await signIn(person.email, person.password)).body.ChallengeName).toBe(
      'SOFTWARE_TOKEN_MFA',
    );
  });

  it('sets up e-mail MFA inside the sign-in: MFA_SETUP with EMAIL, then the code sent there', async () => {
    const person = await newPerson(ctx, { mfaRequired: true });
    const { body } = await signIn(person.email, person.password);
    const asked = await respond('MFA_SETUP', body.Session, {
      USERNAME: person.email,
      EMAIL: person.email,
    });
    expect(asked.body.ChallengeName).toBe('EMAIL_OTP');
    expect((await reloadUser(ctx, person.id)).emailMfaEnabled).toBe(false);
    const done = await respond('EMAIL_OTP', asked.body.Session, {
      USERNAME: person.email,
      EMAIL_OTP_CODE: await lastEmailedCode(ctx, person.email),
    });
    expect(done.body.AuthenticationResult).toBeDefined();
    expect(await reloadUser(ctx, person.id)).toMatchObject({
      emailMfaEnabled: true,
      preferredMfa: 'EMAIL_OTP',
    });
  });

  it('requires setup of everyone without a factor when the pool requires MFA', async () => {
    ctx.identity.settings.mfa = 'required';
    try {
      const person = await newPerson(ctx);
      expect((await signIn(person.email, person.password)).body.ChallengeName).toBe('MFA_SETUP');
    } finally {
      ctx.identity.settings.mfa = 'optional';
    }
  });

  it('refuses an expired Session, and spends one after five wrong codes', async () => {
    const person = await withTotp();
    const { body } = await signIn(person.email, person.password);
    await ctx.db
      .update(identityChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityChallenges.sessionHash, hashToken(body.Session!)));
    const late = await respond('SOFTWARE_TOKEN_MFA', body.Session, {
      USERNAME: person.email,
      SOFTWARE_TOKEN_MFA_CODE: inThirtySeconds(person.secret),
    });
    expect(late.body).toEqual(expired);

    const next = await signIn(person.email, person.password);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await respond('SOFTWARE_TOKEN_MFA', next.body.Session, {
        USERNAME: person.email,
        SOFTWARE_TOKEN_MFA_CODE: 'abcdef',
      });
      expect(wrong.body).toEqual(mismatch);
    }
    const spent = await respond('SOFTWARE_TOKEN_MFA', next.body.Session, {
      USERNAME: person.email,
      SOFTWARE_TOKEN_MFA_CODE: inThirtySeconds(person.secret),
    });
    expect(spent.body).toEqual(expired);
    const left = await ctx.db
      .select()
      .from(identityChallenges)
      .where(
        and(
          eq(identityChallenges.sessionHash, hashToken(next.body.Session!)),
          eq(identityChallenges.challengeName, 'SOFTWARE_TOKEN_MFA'),
        ),
      );
    expect(left).toEqual([]);
  });

  it('answers a Session of another challenge as expired', async () => {
    const person = await withTotp();
    const { body } = await signIn(person.email, person.password);
    const crossed = await respond('EMAIL_OTP', body.Session, {
      USERNAME: person.email,
      EMAIL_OTP_CODE: '123456',
    });
    expect(crossed.body).toEqual(expired);
  });
});
