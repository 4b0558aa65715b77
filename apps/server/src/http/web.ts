import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that belong to the server, never to the single-page app. */
const serverPrefixes = ['/api', '/identity'];

export const ownedByServer = (url: string) =>
  serverPrefixes.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

/**
 * Serves the built web app (apps/web/dist) at `/`. Hashed assets are cached for a year, the
 * HTML never, so a new deployment is picked up at the next navigation. Returns the fallback that
 * answers unknown non-API paths with index.html (client-side routes), or null without a build.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string) {
  if (!existsSync(join(webRoot, 'index.html'))) {
    app.log.warn({ webRoot }, 'no web build found: serving the API only (run `npm run build`)');
    return null;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: ['index.html'],
    setHeaders: (reply, path) => {
      const hashed = path.startsWith(join(webRoot, 'assets'));
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (_request: FastifyRequest, reply: FastifyReply) => reply.sendFile('index.html');
}
