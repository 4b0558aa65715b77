import { can, ORGANIZATION_UNAVAILABLE_MESSAGE, resolveRole } from '@fm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../http/errors';
import {
  TokenRejected,
  type Identity,
  type TokenVerifier,
  type VerifiedIdToken,
} from '@fm/identity';
import type { Caller } from './caller';
import { checkRouteDeclaration, isGuardedApiPath } from './route-permission';
import { VerifiedTokens } from './token-cache';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** When the sign-in behind a stream ticket expires (ms since the epoch); null otherwise. */
    callerExpiresAt: number | null;
  }
}

/** Redeems a stream ticket (decision 021); null when it is unknown, used or expired. */
export type TicketRedeemer = (
  ticket: string,
) => Promise<{ caller: Caller; tokenExpiresAt: Date } | null>;

const ORG_ID = /^[1-9]\d{0,9}$/;

/** The caller as the verified token describes them; no organisation, no access. */
function callerFromToken(token: VerifiedIdToken): Caller {
  const claims = token.claims;
  const orgClaim = claims['custom:orgId'];
  const orgId =
    typeof orgClaim === 'string' && ORG_ID.test(orgClaim) ? Number(orgClaim) : Number.NaN;
  if (!Number.isSafeInteger(orgId)) {
    throw forbidden(ORGANIZATION_UNAVAILABLE_MESSAGE);
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
 * Every /api route declares what it needs (`config.permission` or `config.public`, see
 * route-permission.ts); one without a declaration stops the server at start-up. A route that
 * is not public needs `Authorization: Bearer <ID token>`: the token is verified (signature,
 * issuer, audience, expiry, token use, revocation) and becomes `request.caller`, anything else
 * is a 401 (a token verified moments ago is taken from a short cache, see token-cache.ts);
 * a caller whose role lacks the declared permission gets 403. Both happen before the
 * route runs; services still open with their own `authorize()`.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    {
      verifier,
      onRevoke,
      redeemTicket,
    }: {
      verifier: TokenVerifier;
      /** The identity's revocation hook: revoked sign-ins leave the token cache at once. */
      onRevoke?: Identity['onRevoke'];
      redeemTicket?: TicketRedeemer;
    },
  ) => {
    app.decorateRequest('caller', null);
    app.decorateRequest('callerExpiresAt', null);
    // A token verified a moment ago is not verified again on every request (token-cache.ts);
    // a sign-in this process revokes leaves it at once.
    const tokens = new VerifiedTokens();
    const stopListening = onRevoke?.((revoked) => tokens.forget(revoked));
    if (stopListening) app.addHook('onClose', async () => stopListening());
    const verify = async (token: string) => {
      const verified = await verifier.verifyIdToken(token);
      const caller = callerFromToken(verified);
      tokens.put(token, caller, verified.claims);
      const exp = verified.claims.exp;
      return { caller, expiresAt: typeof exp === 'number' ? exp * 1000 : null };
    };
    app.addHook('onRoute', checkRouteDeclaration);
    app.addHook('onRequest', async (request, reply) => {
      const routeUrl = request.routeOptions.url;
      if (routeUrl === undefined) return; // unknown path: the 404 handler answers
      if (!isGuardedApiPath(routeUrl)) return; // the web app, the identity protocol, the API docs
      const { public: isPublic, permission } = request.routeOptions.config ?? {};
      if (isPublic) return;
      // A route that takes a stream ticket (EventSource sends no headers): a `ticket` in the
      // query is the credential, whether or not a bearer token came too.
      const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
      if (request.routeOptions.config?.streamTicket && typeof ticket === 'string' && redeemTicket) {
        const redeemed = await redeemTicket(ticket);
        if (!redeemed) throw unauthenticated('This stream ticket is not valid. Ask for a new one.');
        request.caller = redeemed.caller;
        request.callerExpiresAt = redeemed.tokenExpiresAt.getTime();
        if (permission !== 'member' && (!permission || !can(request.caller.role, permission)))
          throw forbidden();
        return;
      }
      const token = bearer(request);
      if (token === null) throw unauthenticated();
      try {
        const { caller, expiresAt } = tokens.get(token) ?? (await verify(token));
        request.caller = caller;
        request.callerExpiresAt = expiresAt;
      } catch (error) {
        if (!(error instanceof TokenRejected)) throw error;
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
        throw unauthenticated(
          error.message === 'expired'
            ? 'Your session has expired. Sign in again.'
            : 'Your session is no longer valid. Sign in again.',
        );
      }
      // Never undefined here: checkRouteDeclaration refused such a route at start-up.
      if (permission !== 'member' && (!permission || !can(request.caller.role, permission)))
        throw forbidden();
    });
  },
);

/** The caller of a route that is not public (the auth hook has run). */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}
