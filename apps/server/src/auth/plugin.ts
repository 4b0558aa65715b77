import { resolveRole } from '@fm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, unauthenticated } from '../http/errors';
import type { TokenVerifier, VerifiedIdToken } from '../identity/verify';
import { TokenRejected } from '../identity/verify';
import type { Caller } from './caller';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a signed-in caller (health, config). */
    public?: boolean;
  }
}

const ORG_ID = /^[1-9]\d{0,9}$/;

/** The caller as the verified token describes them; no organisation, no access. */
export function callerFromToken(token: VerifiedIdToken): Caller {
  const claims = token.claims;
  const orgClaim = claims['custom:orgId'];
  const orgId =
    typeof orgClaim === 'string' && ORG_ID.test(orgClaim) ? Number(orgClaim) : Number.NaN;
  if (!Number.isSafeInteger(orgId)) {
    throw new AppError(403, 'FORBIDDEN', 'User organization not available');
  }
  const text = (name: string) =>
    typeof claims[name] === 'string' ? (claims[name] as string) : null;
  return {
    userId: token.sub,
    email: token.email,
    name: text('name') ?? text('given_name') ?? 'User',
    orgId,
    role: resolveRole(token.groups, text('custom:role')),
    groups: token.groups,
    vendorId: text('custom:vendorId'),
  };
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return null;
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null;
};

/**
 * Every /api route that is not marked public needs `Authorization: Bearer <ID token>`. The
 * token is verified (signature, issuer, audience, expiry, token use, revocation) and becomes
 * `request.caller`; anything else is a 401 before the route runs.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { verifier }: { verifier: TokenVerifier }) => {
    app.decorateRequest('caller', null);
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config?.public || !request.url.startsWith('/api/')) return;
      if (request.url.startsWith('/api/docs')) return; // the OpenAPI document and its viewer hold no data
      if (request.routeOptions.url === undefined) return; // unknown path: the 404 handler answers
      const token = bearer(request);
      if (token === null) throw unauthenticated('Sign in to continue');
      try {
        request.caller = callerFromToken(await verifier.verifyIdToken(token));
      } catch (error) {
        if (!(error instanceof TokenRejected)) throw error;
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
        throw unauthenticated(
          error.message === 'expired'
            ? 'Your session has expired. Sign in again.'
            : 'Your session is no longer valid. Sign in again.',
        );
      }
    });
  },
);

/** The caller of a route that is not public (the auth hook has run). */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}
