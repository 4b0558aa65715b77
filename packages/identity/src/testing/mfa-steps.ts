import { expect } from 'vitest';
import type { TestContext } from './harness';
import { totpCode } from '../mfa/totp';
import { cognitoCall } from './cognito-call';
import { newPerson } from './people';

/** Raw protocol steps of multi-factor sign-ins, for the MFA tests. */
export const expired = {
  __type: 'NotAuthorizedException',
  message: 'Invalid session for the user, session is expired.',
};
export const mismatch = {
  __type: 'CodeMismatchException',
  message: 'Invalid code received for user',
};
/** A code of the next step: accepted however the test's timing falls around a step boundary. */
export const inThirtySeconds = (secret: string) => totpCode(secret, Date.now() + 30_000);

export function mfaSteps(ctx: TestContext) {
  const clientId = ctx.identity.pool.clientId;
  const signIn = (email: string, password: string) =>
    cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
  const respond = (name: string, session: string | undefined, responses: Record<string, string>) =>
    cognitoCall(ctx, 'RespondToAuthChallenge', {
      ChallengeName: name,
      ClientId: clientId,
      Session: session,
      ChallengeResponses: responses,
    });
  const accessTokenOf = async (email: string, password: string) =>
    (await signIn(email, password)).body.AuthenticationResult!.AccessToken;

  /** A person with TOTP associated, verified and preferred, through the AccessToken calls. */
  const withTotp = async () => {
    const person = await newPerson(ctx);
    const AccessToken = await accessTokenOf(person.email, person.password);
    const associated = await cognitoCall(ctx, 'AssociateSoftwareToken', { AccessToken });
    const secret = associated.body.SecretCode as string;
    const verifyCode = totpCode(secret);
    const verified = await cognitoCall(ctx, 'VerifySoftwareToken', {
      AccessToken,
      UserCode: verifyCode,
      FriendlyDeviceName: 'phone',
    });
    expect(verified.body).toEqual({ Status: 'SUCCESS' });
    const preference = await cognitoCall(ctx, 'SetUserMFAPreference', {
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    expect(preference.status).toBe(200);
    return { ...person, secret, verifyCode, AccessToken };
  };
  return { signIn, respond, accessTokenOf, withTotp };
}
