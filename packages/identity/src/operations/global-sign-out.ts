import { z } from 'zod';
import { authenticateAccessToken } from '../access-token';
import { revokeUserSessions } from '../tokens';
import { defineOperation } from './operation';

/** Signs the user out everywhere: every session of theirs, and the API forgets them at once. */
export const globalSignOut = defineOperation({
  input: z.looseObject({ AccessToken: z.string().min(1) }),
  async run({ identity }, input) {
    const { user } = await authenticateAccessToken(identity, input.AccessToken);
    const reason = 'global sign-out';
    const revoked = await revokeUserSessions(identity.db, user.id, reason);
    identity.revocations.notify({ userId: user.id, sessionIds: revoked, reason });
    return {};
  },
});
