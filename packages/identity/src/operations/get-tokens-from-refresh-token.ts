import { z } from 'zod';
import { refreshTokens } from '../sign-in/refresh';
import { assertClient } from './client';
import { defineOperation } from './operation';

/** Amplify v6 refreshes through this operation (with an optional DeviceKey). */
export const getTokensFromRefreshToken = defineOperation({
  input: z.looseObject({
    ClientId: z.string(),
    RefreshToken: z.string().min(1).max(4096),
    DeviceKey: z.string().max(256).optional(),
  }),
  rateLimit: { username: () => undefined },
  async run({ identity }, input) {
    assertClient(identity, input.ClientId);
    return { AuthenticationResult: await refreshTokens(identity, input.RefreshToken) };
  },
});
