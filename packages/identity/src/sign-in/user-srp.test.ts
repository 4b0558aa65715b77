import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestContext, type TestContext } from '../testing/harness';
import { N } from '../srp';
import { cognitoCall } from '../testing/cognito-call';
import { configureAmplify } from '../testing/amplify';
import { listen, type Listening } from '../testing/listen';
import { srpProof, srpStart } from '../testing/srp-client';

describe('USER_SRP_AUTH and PASSWORD_VERIFIER', () => {
  let ctx: TestContext;
  let server: Listening;
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await listen(ctx);
    configureAmplify(server);
  });
  afterAll(() => ctx.close());

  const locationsStatus = (idToken: string) => ctx.apiStatus(idToken);

  const cognitoJsSignIn = (email: string, password: string) => {
    const pool = new CognitoUserPool({
      UserPoolId: server.userPoolId,
      ClientId: server.clientId,
      endpoint: server.endpoint,
    });
    const user = new CognitoUser({ Username: email, Pool: pool });
    return new Promise<CognitoUserSession>((resolve, reject) =>
      user.authenticateUser(new AuthenticationDetails({ Username: email, Password: password }), {
        onSuccess: resolve,
        onFailure: reject,
      }),
    );
  };

  it('signs in with amazon-cognito-identity-js (authenticateUser), and the ID token opens the API', async () => {
    const session = await cognitoJsSignIn('user@demo.example', DEMO_PASSWORD);
    const idToken = session.getIdToken();
    expect(idToken.payload.email).toBe('user@demo.example');
    expect(session.getRefreshToken().getToken()).toBeTruthy();
    expect(await locationsStatus(idToken.getJwtToken())).toBe(200);
  });

  it('signs in with Amplify v6 signIn (SRP is its default flow)', async () => {
    const result = await signIn({ username: 'approver@demo.example', password: DEMO_PASSWORD });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const { tokens } = await fetchAuthSession();
    expect(tokens?.idToken?.payload['cognito:groups']).toEqual(['approver']);
    expect(await locationsStatus(tokens!.idToken!.toString())).toBe(200);
    await signOut();
  });

  it("refuses a wrong password at PASSWORD_VERIFIER with Cognito's error, in both clients", async () => {
    await expect(cognitoJsSignIn('user@demo.example', 'Wrong@12345')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(
      signIn({ username: 'user@demo.example', password: 'Wrong@12345' }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('answers an unknown user with a stable decoy challenge and the same failure', async () => {
    const start = async (name: string) =>
      cognitoCall(ctx, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: server.clientId,
        AuthParameters: { USERNAME: name, SRP_A: (await srpStart(ctx.identity.pool.name)).A },
      });
    const first = await start('nobody@demo.example');
    const second = await start('Nobody@demo.example');
    expect(first.status).toBe(200);
    expect(first.body.ChallengeName).toBe('PASSWORD_VERIFIER');
    const params = first.body.ChallengeParameters!;
    expect(Object.keys(params).sort()).toEqual([
      'SALT',
      'SECRET_BLOCK',
      'SRP_B',
      'USERNAME',
      'USER_ID_FOR_SRP',
    ]);
    expect(params.USER_ID_FOR_SRP).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.body.ChallengeParameters!.SALT).toBe(params.SALT);
    expect(second.body.ChallengeParameters!.USER_ID_FOR_SRP).toBe(params.USER_ID_FOR_SRP);
    expect(second.body.ChallengeParameters!.SRP_B).not.toBe(params.SRP_B);

    await expect(cognitoJsSignIn('nobody@demo.example', DEMO_PASSWORD)).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  describe('with a hand-made client (the library signs, the test bends one thing)', () => {
    const begin = async (email = 'viewer@demo.example') => {
      const start = await srpStart(ctx.identity.pool.name);
      const { body } = await cognitoCall(ctx, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: server.clientId,
        AuthParameters: { USERNAME: email, SRP_A: start.A },
      });
      return { start, challenge: body.ChallengeParameters! };
    };
    const answer = (responses: Record<string, string>) =>
      cognitoCall(ctx, 'RespondToAuthChallenge', {
        ChallengeName: 'PASSWORD_VERIFIER',
        ClientId: server.clientId,
        ChallengeResponses: responses,
      });
    const proof = (
      started: Awaited<ReturnType<typeof begin>>,
      overrides: { password?: string; timestamp?: string } = {},
    ) =>
      srpProof({
        start: started.start,
        poolName: ctx.identity.pool.name,
        password: overrides.password ?? DEMO_PASSWORD,
        challenge: started.challenge,
        ...(overrides.timestamp ? { timestamp: overrides.timestamp } : {}),
      });

    it('gives tokens for a correct proof, and the secret block is good only once', async () => {
      const started = await begin();
      const responses = await proof(started);
      const first = await answer(responses);
      expect(first.status).toBe(200);
      expect(first.body.AuthenticationResult?.TokenType).toBe('Bearer');
      const again = await answer(responses);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Invalid session for the user, session is expired.',
      });
    });

    it('refuses a proof signed with the wrong password, or a changed signature', async () => {
      const wrong = await answer(await proof(await begin(), { password: 'Other@12345' }));
      expect(wrong.body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
      const genuine = await proof(await begin());
      const flipped = Buffer.from(genuine.PASSWORD_CLAIM_SIGNATURE!, 'base64');
      flipped[0] = flipped[0]! ^ 1;
      const forged = await answer({
        ...genuine,
        PASSWORD_CLAIM_SIGNATURE: flipped.toString('base64'),
      });
      expect(forged.body.__type).toBe('NotAuthorizedException');
    });

    it('refuses a TIMESTAMP far from now, and one in another format', async () => {
      const old = await answer(
        await proof(await begin(), { timestamp: 'Mon Jan 5 10:00:00 UTC 2026' }),
      );
      expect(old.body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
      const malformed = await answer(
        await proof(await begin(), { timestamp: new Date().toISOString() }),
      );
      expect(malformed.body.__type).toBe('InvalidParameterException');
    });

    it('refuses an SRP_A that is a multiple of N', async () => {
      const { status, body } = await cognitoCall(ctx, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: server.clientId,
        AuthParameters: { USERNAME: 'viewer@demo.example', SRP_A: N.toString(16) },
      });
      expect(status).toBe(400);
      expect(body.__type).toBe('InvalidParameterException');
    });

    it('refuses a missing parameter in Cognito words', async () => {
      const { body } = await answer({ USERNAME: 'viewer@demo.example' });
      expect(body).toEqual({
        __type: 'InvalidParameterException',
        message: 'Missing required parameter PASSWORD_CLAIM_SECRET_BLOCK',
      });
    });
  });
});
