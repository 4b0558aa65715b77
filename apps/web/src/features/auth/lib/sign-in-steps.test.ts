import type { SignInOutput } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import { interpretSignInStep } from './sign-in-steps';

const context = { username: 'asha@demo.example', issuer: 'Console' };
const step = (nextStep: unknown) =>
  interpretSignInStep(nextStep as SignInOutput['nextStep'], context);

describe('interpretSignInStep', () => {
  it('is done when Amplify is done', () => {
    expect(step({ signInStep: 'DONE' })).toEqual({ type: 'done' });
  });

  it('asks for a new password, with the attributes the pool still needs', () => {
    expect(
      step({
        signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
        missingAttributes: ['name'],
      }),
    ).toEqual({
      type: 'challenge',
      challenge: { kind: 'new-password', missingAttributes: ['name'] },
    });
  });

  it('asks for a TOTP or an e-mail code', () => {
    expect(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' })).toEqual({
      type: 'challenge',
      challenge: { kind: 'totp-code' },
    });
    expect(
      step({
        signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
        codeDeliveryDetails: { destination: 'a***@d***' },
      }),
    ).toEqual({ type: 'challenge', challenge: { kind: 'email-code', destination: 'a***@d***' } });
  });

  it('offers only the MFA types this app supports, or gives up clearly', () => {
    expect(
      step({
        signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
        allowedMFATypes: ['SMS', 'TOTP', 'EMAIL'],
      }),
    ).toEqual({
      type: 'challenge',
      challenge: { kind: 'mfa-selection', options: ['TOTP', 'EMAIL'] },
    });
    expect(
      step({
        signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
        allowedMFATypes: ['EMAIL', 'TOTP'],
      }),
    ).toEqual({
      type: 'challenge',
      challenge: { kind: 'mfa-setup-selection', options: ['EMAIL', 'TOTP'] },
    });
    expect(
      step({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['SMS'] }),
    ).toEqual({
      type: 'unsupported',
      message: 'Authentication flow incomplete. Please contact support.',
    });
  });

  it('sets up TOTP with the otpauth URI for this person and the secret', () => {
    const result = step({
      signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
      totpSetupDetails: {
        sharedSecret: 'JBSWY3DPEHPK3PXP',
        getSetupUri: (app: string, account: string) =>
          new URL(`otpauth://totp/${app}:${account}?secret=JBSWY3DPEHPK3PXP&issuer=${app}`),
      },
    });
    expect(result).toEqual({
      type: 'challenge',
      challenge: {
        kind: 'totp-setup',
        secret: 'JBSWY3DPEHPK3PXP',
        setupUri: 'otpauth://totp/Console:asha@demo.example?secret=JBSWY3DPEHPK3PXP&issuer=Console',
      },
    });
    expect(step({ signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' })).toEqual({
      type: 'challenge',
      challenge: { kind: 'email-setup' },
    });
  });

  it("ends reset-password and confirm-sign-up with the spec's texts", () => {
    expect(step({ signInStep: 'RESET_PASSWORD' })).toEqual({
      type: 'unsupported',
      message: 'Password reset required. Please reset your password.',
    });
    expect(step({ signInStep: 'CONFIRM_SIGN_UP' })).toEqual({
      type: 'unsupported',
      message: 'Please confirm your email address first.',
    });
  });

  it.each([
    'CONFIRM_SIGN_IN_WITH_SMS_CODE',
    'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
    'A_STEP_FROM_THE_FUTURE',
  ])('answers %s with a clear message instead of crashing', (signInStep) => {
    expect(step({ signInStep })).toEqual({
      type: 'unsupported',
      message: 'Authentication flow incomplete. Please contact support.',
    });
  });

  it('offers the first factors the pool lists: one password entry, a passkey where possible', () => {
    const selection = {
      signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      availableChallenges: ['PASSWORD', 'PASSWORD_SRP', 'WEB_AUTHN', 'EMAIL_OTP', 'SMS_OTP'],
    };
    expect(interpretSignInStep(selection as never, { ...context, passkeys: true })).toEqual({
      type: 'challenge',
      challenge: {
        kind: 'first-factor-selection',
        options: ['PASSWORD_SRP', 'WEB_AUTHN', 'EMAIL_OTP'],
      },
    });
    expect(step({ ...selection, availableChallenges: ['PASSWORD', 'WEB_AUTHN'] })).toEqual({
      type: 'challenge',
      challenge: { kind: 'first-factor-selection', options: ['PASSWORD'] },
    });
    expect(step({ ...selection, availableChallenges: ['SMS_OTP'] })).toEqual({
      type: 'unsupported',
      message: 'Authentication flow incomplete. Please contact support.',
    });
    expect(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_PASSWORD' })).toEqual({
      type: 'challenge',
      challenge: { kind: 'password' },
    });
  });
});
