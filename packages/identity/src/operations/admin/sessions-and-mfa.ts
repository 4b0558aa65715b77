import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { UserPoolId, Username, assertPool, targetUser } from '../../admin/user-type';
import { identityUsers } from '../../schema';
import { revokeUserSessions } from '../../tokens';
import { defineOperation } from '../operation';

const MfaSetting = z.looseObject({
  Enabled: z.boolean().optional(),
  PreferredMfa: z.boolean().optional(),
});

/** AdminUserGlobalSignOut: every session of the user ends, and the API forgets them at once. */
export const adminUserGlobalSignOut = defineOperation({
  admin: true,
  input: z.looseObject({ UserPoolId, Username }),
  async run({ identity }, input) {
    assertPool(identity, input.UserPoolId);
    const user = await targetUser(identity, input.Username);
    const reason = 'signed out everywhere by an administrator';
    const revoked = await revokeUserSessions(identity.db, user.id, reason);
    identity.revocations.notify({ userId: user.id, sessionIds: revoked, reason });
    return {};
  },
});

/** AdminDeleteUser: the user and their sessions go (their tokens are refused from now on). */
export const adminDeleteUser = defineOperation({
  admin: true,
  input: z.looseObject({ UserPoolId, Username }),
  async run({ identity }, input) {
    assertPool(identity, input.UserPoolId);
    const user = await targetUser(identity, input.Username);
    const reason = 'user deleted';
    const revoked = await identity.db.transaction(async (tx) => {
      const sessions = await revokeUserSessions(tx, user.id, reason);
      await tx.delete(identityUsers).where(eq(identityUsers.id, user.id));
      return sessions;
    });
    identity.revocations.notify({ userId: user.id, sessionIds: revoked, reason });
    return {};
  },
});

/**
 * AdminSetUserMFAPreference. Turning a factor off also forgets its TOTP secret, so that an
 * administrator's reset of a lost authenticator means a new one is set up (when MFA is required).
 */
export const adminSetUserMfaPreference = defineOperation({
  admin: true,
  input: z.looseObject({
    UserPoolId,
    Username,
    SoftwareTokenMfaSettings: MfaSetting.optional(),
    EmailMfaSettings: MfaSetting.optional(),
    SMSMfaSettings: MfaSetting.optional(),
  }),
  async run({ identity }, input) {
    assertPool(identity, input.UserPoolId);
    const user = await targetUser(identity, input.Username);
    const totp = input.SoftwareTokenMfaSettings;
    const email = input.EmailMfaSettings;
    const totpOff = totp?.Enabled === false;
    const emailOff = email?.Enabled === false;
    await identity.db
      .update(identityUsers)
      .set({
        ...(totpOff ? { totpEnabled: false, totpSecret: null } : {}),
        ...(totp?.Enabled && user.totpSecret ? { totpEnabled: true } : {}),
        ...(emailOff ? { emailMfaEnabled: false } : {}),
        ...(email?.Enabled ? { emailMfaEnabled: true } : {}),
        ...((totpOff && user.preferredMfa === 'SOFTWARE_TOKEN_MFA') ||
        (emailOff && user.preferredMfa === 'EMAIL_OTP')
          ? { preferredMfa: null }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(identityUsers.id, user.id));
    return {};
  },
});
