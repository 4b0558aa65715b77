import { getUser } from './get-user';
import { initiateAuth } from './initiate-auth';
import type { Operation } from './operation';
import { respondToAuthChallenge } from './respond-to-auth-challenge';

/** Every operation the embedded pool answers, by its X-Amz-Target name. */
export const operations: Record<string, Operation<never>> = {
  InitiateAuth: initiateAuth as Operation<never>,
  RespondToAuthChallenge: respondToAuthChallenge as Operation<never>,
  GetUser: getUser as Operation<never>,
};
