import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
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
 * Security headers on every response, as helmet makes them: the CSP above, no framing
 * (frame-ancestors 'none' and X-Frame-Options DENY), no MIME sniffing, no referrer, the
 * Permissions-Policy, and HSTS when the console is served over https. They depend on the
 * configuration only, so they are made once, not per request.
 */
function securityHeaders(config: Config): Record<string, string> {
  const https = config.PUBLIC_URL.startsWith('https:');
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Cross-origin isolation would stop https: logos from other hosts from loading.
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** Sets the security headers as a request arrives; a route may still set its own (downloads). */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
