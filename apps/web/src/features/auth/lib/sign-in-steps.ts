import type { SignInOutput } from 'aws-amplify/auth';
import { authMessages } from './messages';

/** The second factors this product offers; SMS is not (the embedded pool never asks for it). */
export type MfaType = 'TOTP' | 'EMAIL';

/**
 * The first factors the login card offers in a first-factor selection, in Cognito's names:
 * the password (SRP, so it never leaves the browser, where the pool offers it), a passkey or
 * an e-mailed code. SMS codes are not offered (the embedded pool has no SMS sender).
 */
export type FirstFactor = 'PASSWORD_SRP' | 'PASSWORD' | 'WEB_AUTHN' | 'EMAIL_OTP';

/** A sign-in waiting for the person's answer, as the login card shows it. */
export type SignInChallenge =
  | { kind: 'new-password'; missingAttributes: string[] }
  | { kind: 'totp-code' }
  | { kind: 'email-code'; destination: string | null }
  | { kind: 'mfa-selection'; options: MfaType[] }
  | { kind: 'mfa-setup-selection'; options: MfaType[] }
  | { kind: 'totp-setup'; secret: string; setupUri: string }
  | { kind: 'email-setup' }
  | { kind: 'first-factor-selection'; options: FirstFactor[] }
  | { kind: 'password' };

export type SignInProgress =
  | { type: 'done' }
  | { type: 'challenge'; challenge: SignInChallenge }
  /** A step this product cannot complete: the login form shows `message`. */
  | { type: 'unsupported'; message: string };

type NextStep = SignInOutput['nextStep'];

const offered = (types: readonly string[] | undefined): MfaType[] =>
  (types ?? []).filter((type): type is MfaType => type === 'TOTP' || type === 'EMAIL');

const choice = (
  kind: 'mfa-selection' | 'mfa-setup-selection',
  types: readonly string[] | undefined,
): SignInProgress => {
  const options = offered(types);
  return options.length > 0
    ? { type: 'challenge', challenge: { kind, options } }
    : { type: 'unsupported', message: authMessages.flowIncomplete };
};

/** The factors to offer: one password entry (SRP preferred), a passkey where the browser can. */
function firstFactors(available: readonly string[] | undefined, passkeys: boolean): FirstFactor[] {
  const names = available ?? [];
  const password: FirstFactor[] = names.includes('PASSWORD_SRP')
    ? ['PASSWORD_SRP']
    : names.includes('PASSWORD')
      ? ['PASSWORD']
      : [];
  return [
    ...password,
    ...(passkeys && names.includes('WEB_AUTHN') ? (['WEB_AUTHN'] as const) : []),
    ...(names.includes('EMAIL_OTP') ? (['EMAIL_OTP'] as const) : []),
  ];
}

/**
 * What Amplify's next sign-in step means here. Steps the embedded pool never asks for (SMS
 * codes, custom challenges) end with a clear message;
 * reset-password and confirm-sign-up reuse the spec's texts for their errors.
 */
export function interpretSignInStep(
  nextStep: NextStep,
  context: { username: string; issuer: string; passkeys?: boolean },
): SignInProgress {
  switch (nextStep.signInStep) {
    case 'DONE':
      return { type: 'done' };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return {
        type: 'challenge',
        challenge: {
          kind: 'new-password',
          missingAttributes: (nextStep.missingAttributes ?? []).map(String),
        },
      };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { type: 'challenge', challenge: { kind: 'totp-code' } };
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
      return {
        type: 'challenge',
        challenge: {
          kind: 'email-code',
          destination: nextStep.codeDeliveryDetails?.destination ?? null,
        },
      };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
      return choice('mfa-selection', nextStep.allowedMFATypes);
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return choice('mfa-setup-selection', nextStep.allowedMFATypes);
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
      const details = nextStep.totpSetupDetails;
      return {
        type: 'challenge',
        challenge: {
          kind: 'totp-setup',
          secret: details.sharedSecret,
          setupUri: details.getSetupUri(context.issuer, context.username).toString(),
        },
      };
    }
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
      return { type: 'challenge', challenge: { kind: 'email-setup' } };
    case 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION': {
      const options = firstFactors(nextStep.availableChallenges, context.passkeys ?? false);
      return options.length > 0
        ? { type: 'challenge', challenge: { kind: 'first-factor-selection', options } }
        : { type: 'unsupported', message: authMessages.flowIncomplete };
    }
    case 'CONFIRM_SIGN_IN_WITH_PASSWORD':
      return { type: 'challenge', challenge: { kind: 'password' } };
    case 'RESET_PASSWORD':
      return {
        type: 'unsupported',
        message: authMessages.passwordResetRequired,
      };
    case 'CONFIRM_SIGN_UP':
      return { type: 'unsupported', message: authMessages.confirmEmailFirst };
    default:
      // CONFIRM_SIGN_IN_WITH_SMS_CODE, CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE, and any step a
      // later Amplify adds.
      return { type: 'unsupported', message: authMessages.flowIncomplete };
  }
}
