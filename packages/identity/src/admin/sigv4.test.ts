import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { listen, type Listening } from '../testing/listen';
import { Sha256 } from './sigv4';

describe('SigV4 on admin operations', () => {
  let ctx: TestContext;
  let server: Listening;
  const clients: CognitoIdentityProviderClient[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await listen(ctx);
  });
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await ctx.close();
  });

  const client = (secretAccessKey: string, extra: { systemClockOffset?: number } = {}) => {
    const made = new CognitoIdentityProviderClient({
      region: server.region,
      endpoint: server.endpoint,
      credentials: { accessKeyId: ctx.identity.pool.adminAccessKeyId, secretAccessKey },
      maxAttempts: 2,
      ...extra,
    });
    clients.push(made);
    return made;
  };
  const getUser = (UserPoolId = server.userPoolId) =>
    new AdminGetUserCommand({ UserPoolId, Username: 'user@demo.example' });
  const body = () =>
    JSON.stringify({ UserPoolId: server.userPoolId, Username: 'user@demo.example' });

  /** A request signed by the SDK's signer, then sent as is (or bent) with fetch. */
  const signed = async (
    options: { secret?: string; accessKeyId?: string; date?: Date; applyChecksum?: boolean } = {},
  ) => {
    const url = new URL(server.endpoint);
    const signer = new SignatureV4({
      credentials: {
        accessKeyId: options.accessKeyId ?? ctx.identity.pool.adminAccessKeyId,
        secretAccessKey: options.secret ?? ctx.identity.pool.adminSecretAccessKey,
      },
      region: server.region,
      service: 'cognito-idp',
      sha256: Sha256,
      applyChecksum: options.applyChecksum ?? true,
    });
    return signer.sign(
      {
        method: 'POST',
        protocol: 'http:',
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        query: {},
        headers: {
          host: url.host,
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser',
        },
        body: body(),
      },
      { signingDate: options.date ?? new Date() },
    );
  };
  const send = async (headers: Record<string, string>, payload = body()) => {
    const response = await fetch(server.endpoint, { method: 'POST', headers, body: payload });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };

  it('accepts the SDK with the admin key pair', async () => {
    const answer = await client(ctx.identity.pool.adminSecretAccessKey).send(getUser());
    expect(answer.UserStatus).toBe('CONFIRMED');
  });

  it('accepts a request signed by hand with the same signer', async () => {
    const request = await signed();
    const { status } = await send(request.headers);
    expect(status).toBe(200);
  });

  it('refuses an unsigned request, as AWS does', async () => {
    const { status, body: answer } = await send({
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser',
    });
    expect(status).toBe(400);
    expect(answer).toEqual({
      __type: 'MissingAuthenticationTokenException',
      message: 'Request is missing Authentication Token',
    });
  });

  it('refuses a wrong secret through the SDK with InvalidSignatureException', async () => {
    await expect(client('not-the-secret').send(getUser())).rejects.toMatchObject({
      name: 'InvalidSignatureException',
    });
  });

  it('refuses an unknown access key', async () => {
    const request = await signed({ accessKeyId: 'AKIAUNKNOWNKEY000000' });
    expect((await send(request.headers)).body.__type).toBe('UnrecognizedClientException');
  });

  it('refuses a body changed after signing, whether or not its hash was sent', async () => {
    const tampered = JSON.stringify({
      UserPoolId: server.userPoolId,
      Username: 'admin@demo.example',
    });
    for (const applyChecksum of [true, false]) {
      const request = await signed({ applyChecksum });
      expect('x-amz-content-sha256' in request.headers).toBe(applyChecksum);
      const genuine = await send(request.headers);
      expect(genuine.body.__type ?? genuine.status).toBe(200);
      expect((await send(request.headers, tampered)).body.__type).toBe('InvalidSignatureException');
    }
  });

  it('refuses a signature more than 5 minutes old', async () => {
    const request = await signed({ date: new Date(Date.now() - 6 * 60_000) });
    const { body: answer } = await send(request.headers);
    expect(answer.__type).toBe('InvalidSignatureException');
    expect(answer.message).toMatch(/^Signature expired: \d{8}T\d{6}Z is now earlier than/);
  });

  it('lets the SDK correct a skewed clock from the answer, as it does with AWS', async () => {
    const skewed = client(ctx.identity.pool.adminSecretAccessKey, {
      systemClockOffset: -10 * 60_000,
    });
    expect((await skewed.send(getUser())).UserStatus).toBe('CONFIRMED');
  });

  it('never lets a browser-style call (no signature) reach an admin operation', async () => {
    const { status, body: answer } = await send({
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.AdminCreateUser',
      origin: 'http://127.0.0.1',
    });
    expect(status).toBe(400);
    expect(answer.__type).toBe('MissingAuthenticationTokenException');
  });
});
