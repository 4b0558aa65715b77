import { z } from 'zod';
import { authenticateAccessToken } from '../access-token';
import { attributeList } from '../users';
import { defineOperation } from './operation';

export const getUser = defineOperation({
  input: z.looseObject({ AccessToken: z.string().min(1) }),
  async run({ identity }, input) {
    const { user } = await authenticateAccessToken(identity, input.AccessToken);
    const mfa = [
      ...(user.totpEnabled ? ['SOFTWARE_TOKEN_MFA'] : []),
      ...(user.emailMfaEnabled ? ['EMAIL_OTP'] : []),
    ];
    return {
      Username: user.id,
      UserAttributes: attributeList(user),
      ...(mfa.length > 0 ? { UserMFASettingList: mfa } : {}),
      ...(user.preferredMfa ? { PreferredMfaSetting: user.preferredMfa } : {}),
    };
  },
});
