import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { signIn, signOut, updatePassword } from 'aws-amplify/auth';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { identityDevices, identitySessions } from '../schema';
import { cognitoCall } from '../testing/cognito-call';
import { configureAmplify } from '../testing/amplify';
import { listen, type Listening } from '../testing/listen';
import { newPerson, reloadUser } from '../testing/people';

describe('ChangePassword and ConfirmDevice', () => {
  let ctx: TestContext;
  let server: Listening;
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await listen(ctx);
    configureAmplify(server);
  });
  afterEach(async () => {
    ctx.identity.settings.deviceTracking = false;
    vi.unstubAllGlobals();
    await signOut();
  });
  afterAll(() => ctx.close());

  const signInRaw = (email: string, password: string) =>
    cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });

  it('changes the password after checking the previous one and the policy', async () => {
    const person = await newPerson(ctx);
    const { AccessToken } = (await signInRaw(person.email, person.password)).body
      .AuthenticationResult!;
    const change = (PreviousPassword: string, ProposedPassword: string) =>
      cognitoCall(ctx, 'ChangePassword', { AccessToken, PreviousPassword, ProposedPassword });

    expect((await change('Wrong@12345', 'Next@12345')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect((await reloadUser(ctx, person.id)).failedAttempts).toBe(1);
    expect((await change(person.password, 'weak')).body.__type).toBe('InvalidPasswordException');
    const done = await change(person.password, 'Next@12345');
    expect(done).toEqual({ status: 200, body: {} });
    expect((await signInRaw(person.email, person.password)).body.__type).toBe(
      'NotAuthorizedException',
    );
    expect((await signInRaw(person.email, 'Next@12345')).status).toBe(200);
    expect((await reloadUser(ctx, person.id)).status).toBe('CONFIRMED');
  });

  it('changes the password through Amplify updatePassword', async () => {
    const person = await newPerson(ctx);
    await signIn({ username: person.email, password: person.password });
    await updatePassword({ oldPassword: person.password, newPassword: 'Amplified@12345' });
    await signOut();
    expect((await signInRaw(person.email, 'Amplified@12345')).status).toBe(200);
  });

  it('confirms a device whenever asked, without NewDeviceMetadata while tracking is off', async () => {
    const person = await newPerson(ctx);
    const { body } = await signInRaw(person.email, person.password);
    expect(body.AuthenticationResult!.NewDeviceMetadata).toBeUndefined();
    const DeviceKey = `${ctx.identity.pool.region}_${crypto.randomUUID()}`;
    const confirmed = await cognitoCall(ctx, 'ConfirmDevice', {
      AccessToken: body.AuthenticationResult!.AccessToken,
      DeviceKey,
      DeviceName: 'Chrome on Linux',
      DeviceSecretVerifierConfig: {
        PasswordVerifier: Buffer.from('abcdef', 'hex').toString('base64'),
        Salt: Buffer.from('0123', 'hex').toString('base64'),
      },
    });
    expect(confirmed).toEqual({ status: 200, body: { UserConfirmationNecessary: false } });
    const [device] = await ctx.db
      .select()
      .from(identityDevices)
      .where(eq(identityDevices.deviceKey, DeviceKey));
    expect(device).toMatchObject({
      userId: person.id,
      name: 'Chrome on Linux',
      srpSalt: '0123',
      srpVerifier: 'abcdef',
    });

    // Someone else cannot take the device over.
    const other = await newPerson(ctx);
    const theirs = (await signInRaw(other.email, other.password)).body.AuthenticationResult!;
    const stolen = await cognitoCall(ctx, 'ConfirmDevice', {
      AccessToken: theirs.AccessToken,
      DeviceKey,
    });
    expect(stolen.body.__type).toBe('ResourceNotFoundException');
  });

  it('with device tracking on, announces a new device that amazon-cognito-identity-js confirms', async () => {
    ctx.identity.settings.deviceTracking = true;
    const person = await newPerson(ctx);
    const pool = new CognitoUserPool({
      UserPoolId: server.userPoolId,
      ClientId: server.clientId,
      endpoint: server.endpoint,
    });
    const user = new CognitoUser({ Username: person.email, Pool: pool });
    const session = await new Promise<CognitoUserSession>((resolve, reject) =>
      user.authenticateUser(
        new AuthenticationDetails({ Username: person.email, Password: person.password }),
        { onSuccess: resolve, onFailure: reject },
      ),
    );
    const devices = await ctx.db
      .select()
      .from(identityDevices)
      .where(eq(identityDevices.userId, person.id));
    expect(devices).toHaveLength(1);
    expect(devices[0]!.srpVerifier).toMatch(/^[0-9a-f]+$/);
    const [signedIn] = await ctx.db
      .select()
      .from(identitySessions)
      .where(eq(identitySessions.id, String(session.getIdToken().payload.origin_jti)));
    expect(signedIn?.deviceKey).toBe(devices[0]!.deviceKey);

    // The next sign-in presents the remembered device instead of getting a new one.
    const again = await signInRaw(person.email, person.password);
    expect(again.body.AuthenticationResult!.NewDeviceMetadata).toBeDefined();
    const known = await cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.clientId,
      AuthParameters: {
        USERNAME: person.email,
        PASSWORD: person.password,
        DEVICE_KEY: devices[0]!.deviceKey,
      },
    });
    expect(known.body.AuthenticationResult!.NewDeviceMetadata).toBeUndefined();
  });

  it('with device tracking on, Amplify signIn confirms the new device itself', async () => {
    ctx.identity.settings.deviceTracking = true;
    // Amplify names the device from `navigator`, which browsers have and Node 20 does not.
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' });
    const person = await newPerson(ctx);
    const result = await signIn({ username: person.email, password: person.password });
    expect(result.isSignedIn).toBe(true);
    const devices = await ctx.db
      .select()
      .from(identityDevices)
      .where(eq(identityDevices.userId, person.id));
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({
      name: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130',
      srpSalt: expect.stringMatching(/^[0-9a-f]+$/),
    });
  });
});
