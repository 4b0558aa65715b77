import { z } from 'zod';
import { invalidParameter, notAuthorized } from '../errors';
import { afterFirstFactor, afterPassword } from '../sign-in/after-first-factor';
import { answerNewPassword } from '../sign-in/new-password';
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
  async run({ identity }, input) {
    assertClient(identity, input.ClientId);
    const responses = input.ChallengeResponses;
    switch (input.ChallengeName) {
      case 'PASSWORD_VERIFIER': {
        const { user, proven } = await verifyPasswordClaim(identity, responses);
        if (!user || !proven) throw notAuthorized();
        if (!user.enabled) throw notAuthorized('User is disabled.');
        return afterFirstFactor(identity, user);
      }
      case 'NEW_PASSWORD_REQUIRED':
        return afterPassword(identity, await answerNewPassword(identity, input.Session, responses));
      default:
        throw invalidParameter(`${input.ChallengeName} is not a supported challenge name.`);
    }
  },
});
