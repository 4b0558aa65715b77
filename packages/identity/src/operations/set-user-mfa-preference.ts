import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { identityUsers } from '../schema';
import { authenticateAccessToken } from '../access-token';
import { invalidParameter } from '../errors';
import type { MfaFactor } from '../mfa/factors';
import { defineOperation } from './operation';

const Settings = z.looseObject({
  Enabled: z.boolean().optional(),
  PreferredMfa: z.boolean().optional(),
});

const noDeliveryConfig = (factor: string) =>
  invalidParameter(`User does not have delivery config set to turn on ${factor}`);

/**
 * Turns the user's second factors on or off and picks the preferred one, as Amplify's
 * updateMFAPreference sends it. TOTP can be turned on only after VerifySoftwareToken.
 */
export const setUserMfaPreference = defineOperation({
  input: z.looseObject({
    AccessToken: z.string().min(1),
    SoftwareTokenMfaSettings: Settings.optional(),
    EmailMfaSettings: Settings.optional(),
    SMSMfaSettings: Settings.optional(),
  }),
  async run({ identity }, input) {
    const { user } = await authenticateAccessToken(identity, input.AccessToken);
    if (input.SMSMfaSettings?.Enabled) throw noDeliveryConfig('SMS_MFA');
    const enabled: Record<MfaFactor, boolean> = {
      SOFTWARE_TOKEN_MFA: user.totpEnabled,
      EMAIL_OTP: user.emailMfaEnabled,
    };
    const deliverable: Record<MfaFactor, boolean> = {
      SOFTWARE_TOKEN_MFA: !!user.totpSecret,
      EMAIL_OTP: user.emailVerified,
    };
    let preferred = user.preferredMfa;
    const apply = (factor: MfaFactor, settings: z.infer<typeof Settings> | undefined) => {
      if (!settings) return;
      if (settings.Enabled === true && !deliverable[factor]) throw noDeliveryConfig(factor);
      if (settings.Enabled !== undefined) enabled[factor] = settings.Enabled;
      if (settings.PreferredMfa === true) {
        if (!enabled[factor]) throw invalidParameter(`${factor} must be enabled to be preferred.`);
        preferred = factor;
      } else if (preferred === factor && (settings.PreferredMfa === false || !enabled[factor])) {
        preferred = null;
      }
    };
    apply('SOFTWARE_TOKEN_MFA', input.SoftwareTokenMfaSettings);
    apply('EMAIL_OTP', input.EmailMfaSettings);
    await identity.db
      .update(identityUsers)
      .set({
        totpEnabled: enabled.SOFTWARE_TOKEN_MFA,
        emailMfaEnabled: enabled.EMAIL_OTP,
        preferredMfa: preferred,
        updatedAt: new Date(),
      })
      .where(eq(identityUsers.id, user.id));
    return {};
  },
});
