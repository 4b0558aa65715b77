import { z } from 'zod';
import { authenticateAccessToken } from '../access-token';
import { assertNotLocked, settleFirstFactor } from '../guard/lockout';
import { checkPasswordPolicy, verifyPassword } from '../passwords';
import { setUserPassword } from '../users';
import { defineOperation } from './operation';

/**
 * A signed-in user replaces their password. The previous one is checked like a sign-in (a wrong
 * one counts toward the lockout); the new one against the policy. Other sessions stay, as in
 * Cognito.
 */
export const changePassword = defineOperation({
  input: z.looseObject({
    AccessToken: z.string().min(1),
    PreviousPassword: z.string().min(1).max(256),
    ProposedPassword: z.string().min(1).max(256),
  }),
  rateLimit: { username: () => undefined },
  async run({ identity }, input) {
    const { user } = await authenticateAccessToken(identity, input.AccessToken);
    assertNotLocked(identity, user, user.email);
    const proven =
      !!user.passwordHash && (await verifyPassword(user.passwordHash, input.PreviousPassword));
    await settleFirstFactor(identity, { user, name: user.email, proven });
    checkPasswordPolicy(input.ProposedPassword);
    await setUserPassword(identity.db, identity.pool, user, input.ProposedPassword, true);
    return {};
  },
});
