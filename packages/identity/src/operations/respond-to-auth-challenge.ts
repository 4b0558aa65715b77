import { z } from 'zod';
import { invalidParameter } from '../errors';
import { settleFirstFactor } from '../guard/lockout';
import { afterFirstFactor, afterPassword } from '../sign-in/after-first-factor';
import { answerFactorCode, answerSelectFactor } from '../sign-in/mfa-challenges';
import { answerMfaSetup } from '../sign-in/mfa-setup';
import { answerNewPassword } from '../sign-in/new-password';
import { answerEmailSignIn, isEmailSignIn } from '../sign-in/email-sign-in';
import { answerPasskey } from '../sign-in/passkey-sign-in';
import { issueSignIn } from '../sign-in/steps';
import { answerSelectChallenge } from '../sign-in/user-auth';
import { verifyPasswordClaim } from '../sign-in/user-srp';
import { assertClient } from './client';
import { defineOperation } from './operation';

const Input = z.looseObject({
  ChallengeName: z.string(),
  ClientId: z.string(),
  Session: z.string().max(4096).optional(),
  ChallengeResponses: z.record(z.string(), z.string()).optional(),
});

export const respondToAuthChallenge = defineOperation({
  input: Input,
  rateLimit: { username: (input) => input.ChallengeResponses?.USERNAME },
  async run({ identity }, input) {
    assertClient(identity, input.ClientId);
    const { Session: session, ChallengeResponses: responses } = input;
    const context = { deviceKey: responses?.DEVICE_KEY };
    switch (input.ChallengeName) {
      case 'PASSWORD_VERIFIER': {
        const outcome = await verifyPasswordClaim(identity, responses);
        return afterFirstFactor(identity, await settleFirstFactor(identity, outcome), context);
      }
      case 'NEW_PASSWORD_REQUIRED': {
        const user = await answerNewPassword(identity, session, responses);
        return afterPassword(identity, user, context);
      }
      case 'SELECT_CHALLENGE':
        return answerSelectChallenge(identity, session, responses, context);
      case 'WEB_AUTHN':
        return answerPasskey(identity, session, responses, context);
      case 'EMAIL_OTP':
        if (await isEmailSignIn(identity, session))
          return answerEmailSignIn(identity, session, responses, context);
        return issueSignIn(
          identity,
          await answerFactorCode(identity, 'EMAIL_OTP', session, responses),
          context,
        );
      case 'SOFTWARE_TOKEN_MFA': {
        const user = await answerFactorCode(identity, 'SOFTWARE_TOKEN_MFA', session, responses);
        return issueSignIn(identity, user, context);
      }
      case 'SELECT_MFA_TYPE':
        return answerSelectFactor(identity, session, responses);
      case 'MFA_SETUP':
        return answerMfaSetup(identity, session, responses);
      default:
        throw invalidParameter(`${input.ChallengeName} is not a supported challenge name.`);
    }
  },
});
