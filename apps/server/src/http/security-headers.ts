import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Browser features the console never uses, switched off for it and anything it could embed. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  // Kept for the console itself: MapLibre's full-screen control and passkeys (spec section 8).
  'fullscreen=(self)',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
].join(', ');

const originOf = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policy of every response (decision 026). What the app needs, nothing
 * more: its own scripts only (no inline script, no eval); styles from itself plus the inline
 * <style> elements Mantine (theme variables) and the branding (sanitised custom CSS) create at
 * run time; images from itself, data: and https: (branding logos and favicons); fonts from
 * itself; MapLibre's blob: workers; calls to itself, the Cognito pool when one is configured and
 * the map style's host when MAP_STYLE_URL names one. Never framed, no plugins, no <base>.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const connect = new Set(["'self'", originOf(config.PUBLIC_URL)]);
  if (config.COGNITO_USER_POOL_ID)
    connect.add(`https://cognito-idp.${config.COGNITO_REGION}.amazonaws.com`);
  if (config.MAP_STYLE_URL) connect.add(originOf(config.MAP_STYLE_URL));
  const https = config.PUBLIC_URL.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...connect],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    // Over plain http (a development machine, the e2e run) there is nothing to upgrade to.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every response, by @fastify/helmet: the CSP above, no framing
 * (frame-ancestors 'none' and X-Frame-Options DENY), no MIME sniffing, no referrer, the
 * Permissions-Policy, and HSTS when the console is served over https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.PUBLIC_URL.startsWith('https:');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Cross-origin isolation would stop https: logos from other hosts from loading.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
