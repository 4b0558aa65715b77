import type { ActiveChallenge } from '../context/auth-state';
import { AuthCard } from './auth-card';
import { CodeForm } from './challenges/code-form';
import { EmailSetupForm } from './challenges/email-setup-form';
import { FirstFactorChoice } from './challenges/first-factor-choice';
import { MfaChoice } from './challenges/mfa-choice';
import { NewPasswordForm } from './challenges/new-password-form';
import { PasswordForm } from './challenges/password-form';
import { TotpSetup } from './challenges/totp-setup';

/** The sign-in challenge in the login card, with its own heading. */
export function ChallengeScreen({ challenge }: { challenge: ActiveChallenge }) {
  switch (challenge.kind) {
    case 'new-password':
      return (
        <AuthCard
          heading="Set a new password"
          subtitle="Choose your own password to finish signing in."
          focusHeading
        >
          <NewPasswordForm
            username={challenge.username}
            missingAttributes={challenge.missingAttributes}
          />
        </AuthCard>
      );
    case 'totp-code':
      return (
        <AuthCard
          heading="Two-step verification"
          subtitle="Open your authenticator app."
          focusHeading
        >
          <CodeForm
            label="Code from your authenticator app"
            description="Enter the 6-digit code."
          />
        </AuthCard>
      );
    case 'email-code':
      return (
        <AuthCard
          heading="Check your e-mail"
          subtitle={`We sent a sign-in code to ${challenge.destination ?? 'your e-mail address'}.`}
          focusHeading
        >
          <CodeForm label="Code from the e-mail" />
        </AuthCard>
      );
    case 'mfa-selection':
      return (
        <AuthCard
          heading="Two-step verification"
          subtitle="How do you want to confirm it is you?"
          focusHeading
        >
          <MfaChoice options={challenge.options} purpose="sign-in" />
        </AuthCard>
      );
    case 'mfa-setup-selection':
      return (
        <AuthCard
          heading="Set up two-step verification"
          subtitle="Your account needs a second step at sign-in. Choose how."
          focusHeading
        >
          <MfaChoice options={challenge.options} purpose="setup" />
        </AuthCard>
      );
    case 'totp-setup':
      return (
        <AuthCard heading="Set up your authenticator app" focusHeading>
          <TotpSetup secret={challenge.secret} setupUri={challenge.setupUri} />
        </AuthCard>
      );
    case 'email-setup':
      return (
        <AuthCard
          heading="Set up e-mail verification"
          subtitle="Sign-in codes will be sent to this address."
          focusHeading
        >
          <EmailSetupForm defaultEmail={challenge.username} />
        </AuthCard>
      );
    case 'first-factor-selection':
      return (
        <AuthCard
          heading="How do you want to sign in?"
          subtitle={`Signing in as ${challenge.username}.`}
          focusHeading
        >
          <FirstFactorChoice options={challenge.options} />
        </AuthCard>
      );
    case 'password':
      return (
        <AuthCard heading="Enter your password" subtitle={challenge.username} focusHeading>
          <PasswordForm />
        </AuthCard>
      );
  }
}
