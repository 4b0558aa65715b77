import { z } from 'zod';
import { authenticateAccessToken } from '../access-token';
import { invalidParameter } from '../errors';
import { verifyForUser } from '../mfa/software-token';
import { verifyInSetup } from '../sign-in/mfa-setup';
import { defineOperation } from './operation';

/** The first code from the authenticator app proves the secret was stored: Status SUCCESS. */
export const verifySoftwareToken = defineOperation({
  input: z.looseObject({
    AccessToken: z.string().min(1).optional(),
    Session: z.string().min(1).max(4096).optional(),
    UserCode: z.string().min(6).max(6),
    FriendlyDeviceName: z.string().max(256).optional(),
  }),
  async run({ identity }, input) {
    if (input.AccessToken) {
      const { user } = await authenticateAccessToken(identity, input.AccessToken);
      await verifyForUser(identity, user, input.UserCode);
      return { Status: 'SUCCESS' };
    }
    if (input.Session) return verifyInSetup(identity, input.Session, input.UserCode);
    throw invalidParameter('Either AccessToken or Session is required.');
  },
});
