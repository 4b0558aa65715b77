import Fastify from 'fastify';

// The yardstick: the same Fastify, one route, no validation, no database, no logging.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, data: { status: 'ok' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
