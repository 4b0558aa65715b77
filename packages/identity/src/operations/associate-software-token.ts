import { z } from 'zod';
import { authenticateAccessToken } from '../access-token';
import { invalidParameter } from '../errors';
import { associateForUser } from '../mfa/software-token';
import { associateInSetup } from '../sign-in/mfa-setup';
import { defineOperation } from './operation';

/** A new TOTP secret (base32): for a signed-in user (AccessToken) or inside MFA_SETUP (Session). */
export const associateSoftwareToken = defineOperation({
  input: z.looseObject({
    AccessToken: z.string().min(1).optional(),
    Session: z.string().min(1).max(4096).optional(),
  }),
  async run({ identity }, input) {
    if (input.AccessToken) {
      const { user } = await authenticateAccessToken(identity, input.AccessToken);
      return { SecretCode: await associateForUser(identity, user) };
    }
    if (input.Session) return associateInSetup(identity, input.Session);
    throw invalidParameter('Either AccessToken or Session is required.');
  },
});
