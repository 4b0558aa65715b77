/**
 * The real app as its own process for the load runs, on a database the bench prepared.
 * BENCH_VERIFY=false swaps the token verifier for one that reads the token without checking it:
 * the same route, minus verification, so its cost shows as a ratio. Bench code only.
 */
import { decodeJwt } from 'jose';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { connectDatabase } from '../apps/server/src/db/client';
import { createIdentity } from '@fm/identity';
import { createPlatform, identityMail } from '../apps/server/src/platform';

const config = loadConfig();
const database = connectDatabase(config.DATABASE_URL!);
const logger = pino({ level: 'warn' });
const platform = await createPlatform({ config, db: database.db, logger });
const identity = await createIdentity({ ...platform, sendMail: identityMail(platform.mailer) });
if (process.env.BENCH_VERIFY === 'false') {
  identity.verifier = {
    async verifyIdToken(token) {
      const claims = decodeJwt(token) as ReturnType<typeof decodeJwt> & Record<string, unknown>;
      const groups = (claims['cognito:groups'] as string[] | undefined) ?? [];
      return { sub: claims.sub!, email: String(claims.email), groups, claims };
    },
  };
}
const app = await buildApp({ platform, identity, webRoot: null });
await app.listen({ port: config.PORT, host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
