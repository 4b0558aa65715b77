import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { totpCode } from '../mfa/totp';
import { cognitoCall } from '../testing/cognito-call';
import { mfaSteps, mismatch } from '../testing/mfa-steps';
import { lastEmailedCode, newPerson, reloadUser } from '../testing/people';

describe('multi-factor sign-in: e-mail codes, selection and setup', () => {
  let ctx: TestContext;
  let steps: ReturnType<typeof mfaSteps>;
  beforeAll(async () => {
    ctx = await createTestContext();
    steps = mfaSteps(ctx);
  });
  afterAll(() => ctx.close());

  it('sends an EMAIL_OTP code through the outbox and checks it', async () => {
    const person = await newPerson(ctx);
    const AccessToken = await steps.accessTokenOf(person.email, person.password);
    await cognitoCall(ctx, 'SetUserMFAPreference', {
      AccessToken,
      EmailMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    const { body } = await steps.signIn(person.email, person.password);
    expect(body.ChallengeName).toBe('EMAIL_OTP');
    expect(body.ChallengeParameters).toEqual({
      CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
      CODE_DELIVERY_DESTINATION: 'p***@d***',
    });
    const mail = ctx.mails.find((candidate) => candidate.to === person.email);
    expect(mail).toMatchObject({ kind: 'identity.email-otp', orgId: ctx.seed.demoOrgId });
    // What the host may keep and show of it names no code.
    expect(mail!.redactedText).not.toMatch(/\d{6}/);
    const code = await lastEmailedCode(ctx, person.email);
    const other = code === '000000' ? '000001' : '000000';
    expect(
      (
        await steps.respond('EMAIL_OTP', body.Session, {
          USERNAME: person.email,
          EMAIL_OTP_CODE: other,
        })
      ).body,
    ).toEqual(mismatch);
    const right = await steps.respond('EMAIL_OTP', body.Session, {
      USERNAME: person.email,
      EMAIL_OTP_CODE: code,
    });
    expect(right.body.AuthenticationResult).toBeDefined();
  });

  it('lets a user with two factors and no preference choose (SELECT_MFA_TYPE)', async () => {
    const person = await steps.withTotp();
    await cognitoCall(ctx, 'SetUserMFAPreference', {
      AccessToken: person.AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: false },
      EmailMfaSettings: { Enabled: true, PreferredMfa: false },
    });
    const { body } = await steps.signIn(person.email, person.password);
    expect(body.ChallengeName).toBe('SELECT_MFA_TYPE');
    expect(body.ChallengeParameters).toEqual({
      MFAS_CAN_CHOOSE: '["SOFTWARE_TOKEN_MFA","EMAIL_OTP"]',
    });
    const chosen = await steps.respond('SELECT_MFA_TYPE', body.Session, {
      USERNAME: person.email,
      ANSWER: 'EMAIL_OTP',
    });
    expect(chosen.body.ChallengeName).toBe('EMAIL_OTP');
    const done = await steps.respond('EMAIL_OTP', chosen.body.Session, {
      USERNAME: person.email,
      EMAIL_OTP_CODE: await lastEmailedCode(ctx, person.email),
    });
    expect(done.body.AuthenticationResult).toBeDefined();
  });

  it('sets up TOTP inside the sign-in when MFA is required of the user (MFA_SETUP)', async () => {
    const person = await newPerson(ctx, { mfaRequired: true });
    const { body } = await steps.signIn(person.email, person.password);
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
    const done = await steps.respond('MFA_SETUP', verified.body.Session as string, {
      USERNAME: person.email,
    });
    expect(done.body.AuthenticationResult).toBeDefined();
    const user = await reloadUser(ctx, person.id);
    expect(user).toMatchObject({ totpEnabled: true, preferredMfa: 'SOFTWARE_TOKEN_MFA' });
    expect((await steps.signIn(person.email, person.password)).body.ChallengeName).toBe(
      'SOFTWARE_TOKEN_MFA',
    );
  });

  it('sets up e-mail MFA inside the sign-in: MFA_SETUP with EMAIL, then the code sent there', async () => {
    const person = await newPerson(ctx, { mfaRequired: true });
    const { body } = await steps.signIn(person.email, person.password);
    const asked = await steps.respond('MFA_SETUP', body.Session, {
      USERNAME: person.email,
      EMAIL: person.email,
    });
    expect(asked.body.ChallengeName).toBe('EMAIL_OTP');
    expect((await reloadUser(ctx, person.id)).emailMfaEnabled).toBe(false);
    const done = await steps.respond('EMAIL_OTP', asked.body.Session, {
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
      expect((await steps.signIn(person.email, person.password)).body.ChallengeName).toBe(
        'MFA_SETUP',
      );
    } finally {
      ctx.identity.settings.mfa = 'optional';
    }
  });
});
