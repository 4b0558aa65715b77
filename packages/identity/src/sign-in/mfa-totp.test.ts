import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { identityChallenges } from '../schema';
import { totpCode } from '../mfa/totp';
import { cognitoCall } from '../testing/cognito-call';
import { expired, inThirtySeconds, mfaSteps, mismatch } from '../testing/mfa-steps';
import { newPerson } from '../testing/people';
import { hashToken } from '../tokens';

describe('multi-factor sign-in with TOTP', () => {
  let ctx: TestContext;
  let steps: ReturnType<typeof mfaSteps>;
  beforeAll(async () => {
    ctx = await createTestContext();
    steps = mfaSteps(ctx);
  });
  afterAll(() => ctx.close());

  it('associates and verifies a software token with an AccessToken, then GetUser lists it', async () => {
    const person = await newPerson(ctx);
    const AccessToken = await steps.accessTokenOf(person.email, person.password);
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
    const person = await steps.withTotp();
    const first = await steps.signIn(person.email, person.password);
    expect(first.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(first.body.AuthenticationResult).toBeUndefined();
    const session = first.body.Session;
    const wrong = await steps.respond('SOFTWARE_TOKEN_MFA', session, {
      USERNAME: person.email,
      SOFTWARE_TOKEN_MFA_CODE: '12345x',
    });
    expect(wrong.body).toEqual(mismatch);
    // The code that verified the token was spent then; it cannot sign in.
    const spent = await steps.respond('SOFTWARE_TOKEN_MFA', session, {
      USERNAME: person.email,
      SOFTWARE_TOKEN_MFA_CODE: person.verifyCode,
    });
    expect(spent.body).toEqual(mismatch);
    const code = inThirtySeconds(person.secret);
    const right = await steps.respond('SOFTWARE_TOKEN_MFA', session, {
      USERNAME: person.email,
      SOFTWARE_TOKEN_MFA_CODE: code,
    });
    expect(right.status).toBe(200);
    expect(right.body.AuthenticationResult?.IdToken).toEqual(expect.any(String));

    const second = await steps.signIn(person.email, person.password);
    const replay = await steps.respond('SOFTWARE_TOKEN_MFA', second.body.Session, {
      USERNAME: person.email,
      SOFTWARE_TOKEN_MFA_CODE: code,
    });
    expect(replay.body).toEqual(mismatch);
  });

  it('refuses an expired Session, and spends one after five wrong codes', async () => {
    const person = await steps.withTotp();
    const { body } = await steps.signIn(person.email, person.password);
    await ctx.db
      .update(identityChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityChallenges.sessionHash, hashToken(body.Session!)));
    const late = await steps.respond('SOFTWARE_TOKEN_MFA', body.Session, {
      USERNAME: person.email,
      SOFTWARE_TOKEN_MFA_CODE: inThirtySeconds(person.secret),
    });
    expect(late.body).toEqual(expired);

    const next = await steps.signIn(person.email, person.password);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await steps.respond('SOFTWARE_TOKEN_MFA', next.body.Session, {
        USERNAME: person.email,
        SOFTWARE_TOKEN_MFA_CODE: 'abcdef',
      });
      expect(wrong.body).toEqual(mismatch);
    }
    const spent = await steps.respond('SOFTWARE_TOKEN_MFA', next.body.Session, {
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
    const person = await steps.withTotp();
    const { body } = await steps.signIn(person.email, person.password);
    const crossed = await steps.respond('EMAIL_OTP', body.Session, {
      USERNAME: person.email,
      EMAIL_OTP_CODE: '123456',
    });
    expect(crossed.body).toEqual(expired);
  });
});
