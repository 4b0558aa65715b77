import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import {
  confirmSignIn,
  fetchAuthSession,
  fetchMFAPreference,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { totpCode } from '../mfa/totp';
import { configureAmplify } from '../testing/amplify';
import { listen, type Listening } from '../testing/listen';
import { lastEmailedCode, newPerson, reloadUser } from '../testing/people';

describe('multi-factor sign-in with Amplify v6 and amazon-cognito-identity-js', () => {
  let ctx: TestContext;
  let server: Listening;
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await listen(ctx);
    configureAmplify(server);
  });
  afterEach(() => signOut());
  afterAll(() => ctx.close());

  const done = { isSignedIn: true, nextStep: { signInStep: 'DONE' } };

  it('sets up TOTP for a signed-in user, then signs in with a TOTP code', async () => {
    const person = await newPerson(ctx);
    await signIn({ username: person.email, password: person.password });
    const setup = await setUpTOTP();
    const uri = setup.getSetupUri('Console', person.email).toString();
    expect(uri).toContain(`secret=${setup.sharedSecret}`);
    await verifyTOTPSetup({ code: totpCode(setup.sharedSecret) });
    await updateMFAPreference({ totp: 'PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });
    await signOut();

    const first = await signIn({ username: person.email, password: person.password });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    await expect(confirmSignIn({ challengeResponse: '000000' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    const code = totpCode(setup.sharedSecret, Date.now() + 30_000);
    expect(await confirmSignIn({ challengeResponse: code })).toEqual(done);
    expect((await fetchAuthSession()).tokens?.idToken?.payload.email).toBe(person.email);
  });

  it('sets up TOTP inside the sign-in (MFA setup selection, then TOTP setup)', async () => {
    const person = await newPerson(ctx, { mfaRequired: true });
    const first = await signIn({ username: person.email, password: person.password });
    expect(first.nextStep).toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
      allowedMFATypes: ['TOTP', 'EMAIL'],
    });
    const totp = await confirmSignIn({ challengeResponse: 'TOTP' });
    if (totp.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP')
      throw new Error(`unexpected step ${totp.nextStep.signInStep}`);
    const secret = totp.nextStep.totpSetupDetails.sharedSecret;
    expect(
      await confirmSignIn({
        challengeResponse: totpCode(secret),
        options: { friendlyDeviceName: 'phone' },
      }),
    ).toEqual(done);
    expect(await reloadUser(ctx, person.id)).toMatchObject({ totpEnabled: true });
  });

  it('sets up e-mail MFA inside the sign-in, as Amplify sends it (EMAIL, address, code)', async () => {
    const person = await newPerson(ctx, { mfaRequired: true });
    await signIn({ username: person.email, password: person.password });
    const email = await confirmSignIn({ challengeResponse: 'EMAIL' });
    expect(email.nextStep).toEqual({ signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' });
    const sent = await confirmSignIn({ challengeResponse: person.email });
    expect(sent.nextStep).toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'p***@d***' },
    });
    const code = await lastEmailedCode(ctx, person.email);
    expect(await confirmSignIn({ challengeResponse: code })).toEqual(done);
    expect(await reloadUser(ctx, person.id)).toMatchObject({ emailMfaEnabled: true });
  });

  it('lets the user choose between two factors (MFA selection)', async () => {
    const person = await newPerson(ctx);
    await signIn({ username: person.email, password: person.password });
    const setup = await setUpTOTP();
    await verifyTOTPSetup({ code: totpCode(setup.sharedSecret) });
    await updateMFAPreference({ totp: 'ENABLED', email: 'ENABLED' });
    await signOut();

    const first = await signIn({ username: person.email, password: person.password });
    expect(first.nextStep).toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
      allowedMFATypes: ['TOTP', 'EMAIL'],
    });
    const chosen = await confirmSignIn({ challengeResponse: 'EMAIL' });
    expect(chosen.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
    const code = await lastEmailedCode(ctx, person.email);
    expect(await confirmSignIn({ challengeResponse: code })).toEqual(done);
  });

  it('amazon-cognito-identity-js: totpRequired, then sendMFACode', async () => {
    const person = await newPerson(ctx);
    await signIn({ username: person.email, password: person.password });
    const setup = await setUpTOTP();
    await verifyTOTPSetup({ code: totpCode(setup.sharedSecret) });
    await updateMFAPreference({ totp: 'PREFERRED' });
    await signOut();

    const pool = new CognitoUserPool({
      UserPoolId: server.userPoolId,
      ClientId: server.clientId,
      endpoint: server.endpoint,
    });
    const user = new CognitoUser({ Username: person.email, Pool: pool });
    const session = await new Promise<CognitoUserSession>((resolve, reject) => {
      const callbacks = {
        onSuccess: resolve,
        onFailure: reject,
        totpRequired: (challengeName: string) => {
          expect(challengeName).toBe('SOFTWARE_TOKEN_MFA');
          user.sendMFACode(
            totpCode(setup.sharedSecret, Date.now() + 30_000),
            callbacks,
            'SOFTWARE_TOKEN_MFA',
          );
        },
      };
      user.authenticateUser(
        new AuthenticationDetails({ Username: person.email, Password: person.password }),
        callbacks,
      );
    });
    expect(session.isValid()).toBe(true);
  });
});
