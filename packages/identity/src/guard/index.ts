import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors';
import { DecoyFailures } from './decoy-failures';
import { RateLimiter } from './rate-limit';

export interface RateLimits {
  /** Sign-in requests per minute from one client address; 0 turns the limit off. */
  perAddressPerMinute: number;
  /** Sign-in attempts per minute for one user name; 0 turns the limit off. */
  perUserPerMinute: number;
}

/** The in-memory protections of one process: burst limits and the unknown names' lockout. */
export interface Guards {
  decoyFailures: DecoyFailures;
  /** Refuses a burst with TooManyRequestsException, as Cognito throttles. */
  admit(request: FastifyRequest, username: string | undefined): void;
}

export function createGuards(limits: RateLimits): Guards {
  const byAddress = new RateLimiter(limits.perAddressPerMinute);
  const byUser = new RateLimiter(limits.perUserPerMinute);
  return {
    decoyFailures: new DecoyFailures(),
    admit(request, username) {
      if (!byAddress.take(request.ip)) throw tooManyRequests('Rate exceeded');
      if (username && !byUser.take(username.trim().toLowerCase()))
        throw tooManyRequests('Rate exceeded');
    },
  };
}
