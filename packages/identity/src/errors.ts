/**
 * An error as Cognito sends it: HTTP 400 with `{ __type, message }` and the `x-amzn-errortype`
 * header. The `__type` names are the ones clients (Amplify, the AWS SDK) switch on.
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = type;
  }
}

export const notAuthorized = (message = 'Incorrect username or password.') =>
  new CognitoError('NotAuthorizedException', message);
export const invalidParameter = (message: string) =>
  new CognitoError('InvalidParameterException', message);
export const invalidPassword = (message: string) =>
  new CognitoError('InvalidPasswordException', message);
export const userNotFound = (message = 'User does not exist.') =>
  new CognitoError('UserNotFoundException', message);
export const tooManyRequests = (message = 'Too many requests.') =>
  new CognitoError('TooManyRequestsException', message);
