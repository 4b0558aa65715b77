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
});
