import { expect, type APIRequestContext } from '@playwright/test';
import { totpCode } from './totp';

/** A Cognito error answer, as the embedded pool sends it. */
class IdentityError extends Error {}

interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
}

interface IdentityAnswer {
  ChallengeName?: string;
  Session?: string;
  SecretCode?: string;
  AuthenticationResult?: AuthenticationResult;
}

/**
 * The embedded pool over its Cognito protocol, for what a person would do outside the login
 * screen (turning on an authenticator app). Nothing here is an admin operation.
 */
async function identityCall(
  request: APIRequestContext,
  operation: string,
  body: Record<string, unknown>,
): Promise<IdentityAnswer> {
  const response = await request.post('/identity', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    data: JSON.stringify(body),
  });
  const answer = (await response.json()) as IdentityAnswer & { __type?: string; message?: string };
  if (!response.ok()) throw new IdentityError(`${operation}: ${answer.__type} ${answer.message}`);
  return answer;
}

async function clientId(request: APIRequestContext): Promise<string> {
  const config = await (await request.get('/api/config')).json();
  return config.data.identity.userPoolClientId as string;
}

/**
 * Signs in with the password flow; a temporary password is replaced by `newPassword` on the
 * way. Returns the tokens.
 */
export async function passwordSignIn(
  request: APIRequestContext,
  email: string,
  password: string,
  newPassword?: string,
): Promise<AuthenticationResult> {
  const ClientId = await clientId(request);
  let answer = await identityCall(request, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (answer.ChallengeName === 'NEW_PASSWORD_REQUIRED' && newPassword) {
    answer = await identityCall(request, 'RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId,
      Session: answer.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
    });
  }
  if (!answer.AuthenticationResult)
    throw new IdentityError(`Sign-in of ${email} stopped at ${answer.ChallengeName}`);
  return answer.AuthenticationResult;
}

/**
 * Turns on an authenticator app for a signed-in person as an app would: a new secret, its
 * first code, then TOTP as the preferred second factor. Returns the secret and when its first
 * code was used (the pool never takes a code's time step twice).
 */
export async function enableAuthenticatorApp(
  request: APIRequestContext,
  accessToken: string,
  { preferred = true }: { preferred?: boolean } = {},
) {
  const { SecretCode } = await identityCall(request, 'AssociateSoftwareToken', {
    AccessToken: accessToken,
  });
  expect(SecretCode).toBeTruthy();
  const usedAt = Date.now();
  await identityCall(request, 'VerifySoftwareToken', {
    AccessToken: accessToken,
    UserCode: totpCode(SecretCode!, usedAt),
    FriendlyDeviceName: 'e2e',
  });
  await identityCall(request, 'SetUserMFAPreference', {
    AccessToken: accessToken,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: preferred },
  });
  return { secret: SecretCode!, usedAt };
}

/** Turns on e-mail codes as a second factor for a signed-in person. */
export async function enableEmailCodes(
  request: APIRequestContext,
  accessToken: string,
  { preferred = true }: { preferred?: boolean } = {},
) {
  await identityCall(request, 'SetUserMFAPreference', {
    AccessToken: accessToken,
    EmailMfaSettings: { Enabled: true, PreferredMfa: preferred },
  });
}
