import type { TestContext } from './harness';
import { cognitoHeaders } from './harness';

/** The parts of Cognito's answers the tests read. */
export interface CognitoResponse {
  __type?: string;
  message?: string;
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
  AuthenticationResult?: {
    AccessToken: string;
    IdToken: string;
    RefreshToken?: string;
    ExpiresIn: number;
    TokenType: string;
    NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string };
  };
  [key: string]: unknown;
}

/** A raw Cognito protocol call through inject: status and parsed body. */
export async function cognitoCall(
  ctx: TestContext,
  operation: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: CognitoResponse }> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/identity',
    headers: cognitoHeaders(operation),
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as CognitoResponse };
}
