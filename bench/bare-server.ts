import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The yardstick: the same Fastify, no validation, no database, no logging. `/bare` answers a
 * tiny constant; with `BARE_BODIES` (a JSON file of `{ name: body }`), `/bare/<name>` answers the
 * same body as the API's route, serialised on every request as a plain route would.
 */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, data: { status: 'ok' } }));
const bodies = process.env.BARE_BODIES
  ? (JSON.parse(readFileSync(process.env.BARE_BODIES, 'utf8')) as Record<string, unknown>)
  : {};
for (const [name, body] of Object.entries(bodies)) app.get(`/bare/${name}`, async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
