import type { IdentityUserRow } from '../schema';
import type { IdentitySettings } from '../service';

export const MFA_FACTORS = ['SOFTWARE_TOKEN_MFA', 'EMAIL_OTP'] as const;
export type MfaFactor = (typeof MFA_FACTORS)[number];

export const isMfaFactor = (name: string): name is MfaFactor =>
  (MFA_FACTORS as readonly string[]).includes(name);

/** The second factors the user has turned on, in Cognito's names. */
export function enabledFactors(user: IdentityUserRow): MfaFactor[] {
  return [
    ...(user.totpEnabled && user.totpSecret ? (['SOFTWARE_TOKEN_MFA'] as const) : []),
    ...(user.emailMfaEnabled ? (['EMAIL_OTP'] as const) : []),
  ];
}

/** What the second step of a sign-in is for this user. */
export type MfaDecision =
  | { kind: 'none' }
  | { kind: 'setup' }
  | { kind: 'challenge'; factor: MfaFactor }
  | { kind: 'select'; factors: MfaFactor[] };

/**
 * Cognito's rules: no MFA in a pool where it is off; a user with factors is challenged with the
 * preferred (or only) one, or chooses; a user without any sets one up when the pool requires MFA
 * or an administrator required it of them (`mfa_required`), else signs in without.
 */
export function decideMfa(
  settings: Pick<IdentitySettings, 'mfa'>,
  user: IdentityUserRow,
): MfaDecision {
  if (settings.mfa === 'off') return { kind: 'none' };
  const factors = enabledFactors(user);
  if (factors.length === 0)
    return settings.mfa === 'required' || user.mfaRequired ? { kind: 'setup' } : { kind: 'none' };
  const preferred =
    user.preferredMfa && factors.includes(user.preferredMfa) ? user.preferredMfa : null;
  if (preferred) return { kind: 'challenge', factor: preferred };
  if (factors.length === 1) return { kind: 'challenge', factor: factors[0]! };
  return { kind: 'select', factors };
}
