import { z } from 'zod';
import { invalidParameter } from '../errors';
import { settleFirstFactor } from '../guard/lockout';
import { afterFirstFactor } from '../sign-in/after-first-factor';
import { refreshTokens } from '../sign-in/refresh';
import { required } from '../sign-in/parameters';
import { checkPassword } from '../sign-in/user-password';
import { startUserAuth } from '../sign-in/user-auth';
import { startSrpAuth } from '../sign-in/user-srp';
import { assertClient } from './client';
import { defineOperation } from './operation';

const Input = z.looseObject({
  AuthFlow: z.string(),
  ClientId: z.string(),
  AuthParameters: z.record(z.string(), z.string()).optional(),
});

export const initiateAuth = defineOperation({
  input: Input,
  rateLimit: { username: (input) => input.AuthParameters?.USERNAME },
  async run({ identity }, input) {
    assertClient(identity, input.ClientId);
    switch (input.AuthFlow) {
      case 'USER_SRP_AUTH':
        return startSrpAuth(identity, input.AuthParameters);
      case 'USER_PASSWORD_AUTH': {
        const outcome = await checkPassword(identity, input.AuthParameters);
        return afterFirstFactor(identity, await settleFirstFactor(identity, outcome), {
          deviceKey: input.AuthParameters?.DEVICE_KEY,
        });
      }
      case 'USER_AUTH':
        return startUserAuth(identity, input.AuthParameters, {
          deviceKey: input.AuthParameters?.DEVICE_KEY,
        });
      // Cognito runs custom challenges through Lambda triggers; this pool has none.
      case 'CUSTOM_AUTH':
        throw invalidParameter('Custom auth lambda trigger is not configured for the user pool.');
      case 'REFRESH_TOKEN_AUTH':
      case 'REFRESH_TOKEN': {
        const refreshToken = required(input.AuthParameters, 'REFRESH_TOKEN');
        return {
          AuthenticationResult: await refreshTokens(identity, refreshToken),
          ChallengeParameters: {},
        };
      }
      default:
        throw invalidParameter(`${input.AuthFlow} flow not enabled for this client`);
    }
  },
});
