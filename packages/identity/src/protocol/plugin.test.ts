import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoCall } from '../testing/cognito-call';
import { createTestContext, type TestContext } from '../testing/harness';

describe('the Cognito protocol endpoint', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("answers an operation named after an object's prototype member as unknown, with Cognito's 400", async () => {
    for (const name of [
      'constructor',
      'toString',
      '__proto__',
      'hasOwnProperty',
      'valueOf',
      'isPrototypeOf',
      'propertyIsEnumerable',
      'toLocaleString',
      '__defineGetter__',
      'NoSuchOperation',
    ]) {
      const { status, body } = await cognitoCall(ctx, name, {});
      expect({ name, status, body }).toEqual({
        name,
        status: 400,
        body: {
          __type: 'UnknownOperationException',
          message: `Unknown operation AWSCognitoIdentityProviderService.${name}`,
        },
      });
    }
  });

  it('refuses a user name PostgreSQL cannot store (NUL, lone surrogate) as a wrong sign-in, not 500', async () => {
    for (const USERNAME of ['a\u0000b@demo.example', '\ud800x@demo.example']) {
      for (const AuthFlow of ['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']) {
        const { status, body } = await cognitoCall(ctx, 'InitiateAuth', {
          AuthFlow,
          ClientId: ctx.identity.pool.clientId,
          AuthParameters: { USERNAME, PASSWORD: 'Wrong@12345', SRP_A: 'ab'.repeat(192) },
        });
        expect({ USERNAME, AuthFlow, status }).toEqual({ USERNAME, AuthFlow, status: 400 });
        expect(body.__type).toBe('InvalidParameterException');
      }
    }
  });
});
