import { invalidParameter } from '../errors';

/** AuthParameters or ChallengeResponses, as Cognito takes them: a map of strings. */
export type Parameters = Record<string, string> | undefined;

/** A parameter the step cannot do without, refused in Cognito's words when missing. */
export function required(parameters: Parameters, name: string): string {
  const value = parameters?.[name];
  if (value === undefined || value === '')
    throw invalidParameter(`Missing required parameter ${name}`);
  return value;
}
