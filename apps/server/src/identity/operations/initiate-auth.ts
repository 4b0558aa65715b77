import { z } from 'zod';
import { CognitoError, invalidParameter, notAuthorized } from '../errors';
import { verifyPassword } from '../passwords';
import { findUserBySignInName } from '../users';
import { defineOperation } from './operation';
import { afterFirstFactor } from './sign-in';

const Input = z.looseObject({
  AuthFlow: z.string(),
  ClientId: z.string(),
  AuthParameters: z.record(z.string(), z.string()).optional(),
});

const required = (parameters: Record<string, string> | undefined, name: string) => {
  const value = parameters?.[name];
  if (value === undefined || value === '')
    throw invalidParameter(`Missing required parameter ${name}`);
  return value;
};

export const initiateAuth = defineOperation({
  input: Input,
  async run({ identity }, input) {
    if (input.ClientId !== identity.pool.clientId) {
      throw new CognitoError(
        'ResourceNotFoundException',
        `User pool client ${input.ClientId} does not exist.`,
      );
    }
    switch (input.AuthFlow) {
      case 'USER_PASSWORD_AUTH': {
        const username = required(input.AuthParameters, 'USERNAME');
        const password = required(input.AuthParameters, 'PASSWORD');
        const user = await findUserBySignInName(identity.db, identity.pool.id, username);
        // An unknown user gets the same answer as a wrong password.
        if (!user || !user.passwordHash || !(await verifyPassword(user.passwordHash, password)))
          throw notAuthorized();
        if (!user.enabled) throw notAuthorized('User is disabled.');
        return afterFirstFactor(identity, user);
      }
      default:
        throw invalidParameter(`${input.AuthFlow} is not a supported auth flow.`);
    }
  },
});
