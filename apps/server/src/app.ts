import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { authPlugin } from './auth/plugin';
import { declaredPermission } from './auth/route-permission';
import type { Identity } from '@fm/identity';
import { registerErrorHandling, sendRouteNotFound } from './http/error-handling';
import { clientErrorHandler, MAX_PARAM_LENGTH, routerErrorHandler } from './http/framework-errors';
import { registerPrivateAnswers } from './http/private-answers';
import { registerSecurityHeaders } from './http/security-headers';
import { ownedByServer, registerWebApp } from './http/web';
import { apiModules, moduleJobs } from './modules';
import { redeemTicket } from './modules/events';
import { announceSignOut, revokedSince } from './modules/users';
import { SignOuts } from './auth/sign-outs';
import { PERSON_CHANGED_EVENT } from '@fm/contracts';
import type { Platform } from './platform';
import { version } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform services built by the composition root (main.ts, the test harness). */
    platform: Platform;
    identity: Identity;
    /** People whose sign-ins just ended, as this process heard it (auth/sign-outs.ts). */
    signOuts: SignOuts;
  }
}

export interface AppOptions {
  platform: Platform;
  identity: Identity;
  /** Folder of the built web app; null serves the API only. */
  webRoot?: string | null;
}

const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

const REQUEST_ID = /^[\w.-]{1,128}$/;

/** One info line per request (on completion, with status and time); the arrival only at debug. */
class RequestLogs extends LogController {
  override incomingRequest(request: Parameters<LogController['incomingRequest']>[0]) {
    request.log.debug({ req: request }, 'incoming request');
  }
}

/** Builds the whole server: used by main.ts and by the API tests alike. */
export async function buildApp({
  platform,
  identity,
  webRoot = defaultWebRoot,
}: AppOptions): Promise<FastifyInstance> {
  const { config, logger } = platform;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // A caller's own request id is kept (bounded), so logs can be joined across services.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logController: new RequestLogs({
      requestIdLogLabel: 'requestId',
      disableRequestLogging: config.NODE_ENV === 'test',
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // What the router and Node's parser refuse leaves in the envelope too.
    frameworkErrors: routerErrorHandler,
    clientErrorHandler,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('platform', platform);
  for (const registerJobs of moduleJobs) await registerJobs(platform);
  app.decorate<Identity>('identity', identity);
  // Sign-outs, heard from the pool here and from other processes' events (issue 23, item 3).
  const signOuts = new SignOuts();
  app.decorate('signOuts', signOuts);
  const stopRevocations = identity.onRevoke(({ userId }) => {
    signOuts.ended(userId);
    announceSignOut(platform, identity, userId).catch((error: unknown) =>
      app.log.error({ err: error }, 'announcing a sign-out failed'),
    );
  });
  const stopEvents = platform.events.subscribe((event) => {
    if (event.type === PERSON_CHANGED_EVENT && event.data?.signedOut === true)
      signOuts.ended(String(event.data.userId));
  });
  app.addHook('onClose', async () => {
    stopRevocations();
    stopEvents();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerErrorHandling(app);

  registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Facility Console API', version },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    // Each operation shows what it needs (`x-permission`: a permission, 'member' or 'public');
    // the route-wide role test reads it from here.
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const permission = declaredPermission(input.route.config ?? {});
      const security = permission === 'public' ? { security: [] } : {};
      return { schema: { ...schema, ...security, 'x-permission': permission }, url };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, {
    verifier: identity.verifier,
    onRevoke: identity.onRevoke,
    redeemTicket: (ticket) => redeemTicket(platform.db, ticket, platform.clock.now()),
    isRevoked: (caller, issuedAt) =>
      revokedSince(platform.db, caller.orgId, caller.userId, issuedAt),
    signOuts: app.signOuts,
  });
  registerPrivateAnswers(app);
  if (identity.kind === 'embedded') await app.register(identity.protocol);

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );

  const spaFallback = webRoot ? await registerWebApp(app, webRoot) : null;
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback && request.method === 'GET' && !ownedByServer(request.url)) {
      return spaFallback(request, reply);
    }
    return sendRouteNotFound(request, reply);
  });

  return app;
}
