import { z } from 'zod';
import { authenticateAccessToken } from '../access-token';
import { confirmDevice as storeDevice } from '../devices';
import { defineOperation } from './operation';

/** Remembers a device of the signed-in user with its own SRP verifier; no confirmation needed. */
export const confirmDevice = defineOperation({
  input: z.looseObject({
    AccessToken: z.string().min(1),
    DeviceKey: z
      .string()
      .regex(/^[\w-]+_[0-9a-f-]+$/)
      .max(55),
    DeviceName: z.string().min(1).max(1024).optional(),
    DeviceSecretVerifierConfig: z
      .looseObject({
        PasswordVerifier: z.string().max(2048).optional(),
        Salt: z.string().max(256).optional(),
      })
      .optional(),
  }),
  async run({ identity }, input) {
    const { user } = await authenticateAccessToken(identity, input.AccessToken);
    await storeDevice(identity, user, input);
    return { UserConfirmationNecessary: false };
  },
});
