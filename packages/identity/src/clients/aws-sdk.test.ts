import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestContext, type TestContext } from '../testing/harness';
import { listen, type Listening } from '../testing/listen';
import { srpProof, srpStart } from '../testing/srp-client';

/** The AWS SDK v3 client, as a back end or a script would use the pool. */
describe('@aws-sdk/client-cognito-identity-provider against the embedded pool', () => {
  let ctx: TestContext;
  let server: Listening;
  let client: CognitoIdentityProviderClient;
  let admin: CognitoIdentityProviderClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await listen(ctx);
    // Unsigned calls need no credentials; the SDK still wants some to exist, so give it dummies.
    client = new CognitoIdentityProviderClient({
      region: server.region,
      endpoint: server.endpoint,
      credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    });
    admin = new CognitoIdentityProviderClient({
      region: server.region,
      endpoint: server.endpoint,
      credentials: {
        accessKeyId: ctx.identity.pool.adminAccessKeyId,
        secretAccessKey: ctx.identity.pool.adminSecretAccessKey,
      },
    });
  });
  afterAll(async () => {
    client.destroy();
    admin.destroy();
    await ctx.close();
  });

  const apiStatus = (idToken: string) => ctx.apiStatus(idToken);

  it('InitiateAuth USER_PASSWORD_AUTH, then GetUser with the access token', async () => {
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: server.clientId,
        AuthParameters: { USERNAME: 'user@demo.example', PASSWORD: DEMO_PASSWORD },
      }),
    );
    expect(AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    const me = await client.send(
      new GetUserCommand({ AccessToken: AuthenticationResult!.AccessToken }),
    );
    expect(me.UserAttributes).toContainEqual({ Name: 'email', Value: 'user@demo.example' });
  });

  it('InitiateAuth USER_SRP_AUTH, then RespondToAuthChallenge PASSWORD_VERIFIER', async () => {
    const start = await srpStart(ctx.identity.pool.name);
    const challenge = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: server.clientId,
        AuthParameters: { USERNAME: 'approver@demo.example', SRP_A: start.A },
      }),
    );
    expect(challenge.ChallengeName).toBe('PASSWORD_VERIFIER');
    const answer = await client.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'PASSWORD_VERIFIER',
        ClientId: server.clientId,
        ChallengeResponses: await srpProof({
          start,
          poolName: ctx.identity.pool.name,
          password: DEMO_PASSWORD,
          challenge: challenge.ChallengeParameters!,
        }),
      }),
    );
    expect(await apiStatus(answer.AuthenticationResult!.IdToken!)).toBe(200);
  });

  it('a user created with AdminCreateUser (signed) answers NEW_PASSWORD_REQUIRED, then signs in', async () => {
    await admin.send(
      new AdminCreateUserCommand({
        UserPoolId: server.userPoolId,
        Username: 'sdk-newcomer@demo.example',
        TemporaryPassword: 'Temporary@123',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'name', Value: 'Sam Dev' },
          { Name: 'custom:orgId', Value: String(ctx.seed.demoOrgId) },
          { Name: 'custom:role', Value: 'user' },
        ],
      }),
    );
    const first = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: server.clientId,
        AuthParameters: { USERNAME: 'sdk-newcomer@demo.example', PASSWORD: 'Temporary@123' },
      }),
    );
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const second = await client.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ClientId: server.clientId,
        Session: first.Session,
        ChallengeResponses: { USERNAME: 'sdk-newcomer@demo.example', NEW_PASSWORD: 'Chosen@12345' },
      }),
    );
    expect(await apiStatus(second.AuthenticationResult!.IdToken!)).toBe(200);
    const got = await admin.send(
      new AdminGetUserCommand({
        UserPoolId: server.userPoolId,
        Username: 'sdk-newcomer@demo.example',
      }),
    );
    expect(got.UserStatus).toBe('CONFIRMED');
  });

  it('refreshes (REFRESH_TOKEN_AUTH, GetTokensFromRefreshToken) and signs out globally', async () => {
    const { AuthenticationResult: first } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: server.clientId,
        AuthParameters: { USERNAME: 'vendor@demo.example', PASSWORD: DEMO_PASSWORD },
      }),
    );
    const { AuthenticationResult: second } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: server.clientId,
        AuthParameters: { REFRESH_TOKEN: first!.RefreshToken! },
      }),
    );
    const { AuthenticationResult: third } = await client.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: server.clientId,
        RefreshToken: second!.RefreshToken!,
      }),
    );
    expect(third!.RefreshToken).not.toBe(second!.RefreshToken);
    await client.send(new GlobalSignOutCommand({ AccessToken: third!.AccessToken }));
    expect(await apiStatus(third!.IdToken!)).toBe(401);
  });

  it("surfaces Cognito's errors as the SDK's own exception classes", async () => {
    const failure = await client
      .send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: server.clientId,
          AuthParameters: { USERNAME: 'user@demo.example', PASSWORD: 'Wrong@12345' },
        }),
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NotAuthorizedException);
    expect((failure as NotAuthorizedException).message).toBe('Incorrect username or password.');
    expect((failure as NotAuthorizedException).$metadata.httpStatusCode).toBe(400);
  });
});
