import { buildApp } from './app';
import { publishDatabaseUrl } from './cli/published-url';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDatabase } from './db/client';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock';
import { startEmbeddedPostgres } from './db/embedded-postgres';
import { runMigrations } from './db/migrate';
import { demoAccounts } from './db/seed/demo-users';
import { seedDeviceHistory } from './db/seed/demo-devices';
import { writeDemoPestControlFiles } from './db/seed/demo-pest-control';
import { seedDemoData } from './db/seed/seed-demo';
import { createIdentity } from '@fm/identity';
import { createLogger } from './logger';
import { startMqttIngestion } from './modules/devices';
import { createPlatform, identityMail } from './platform';

const SHUTDOWN_GRACE_MS = 30_000;

/** Start-up in order; each step that holds a resource leaves its release for shutdown. */
async function start(config: Config) {
  const logger = createLogger(config);
  const releases: { name: string; run: () => Promise<void> }[] = [];
  const shutdown = async () => {
    for (const release of releases.reverse()) {
      await release
        .run()
        .catch((error: unknown) =>
          logger.error({ err: error }, `shutdown: ${release.name} failed`),
        );
    }
  };

  try {
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      releases.push({ name: 'data folder lock', run: await lockDataDir(config.DATA_DIR) });
      const embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, logger });
      releases.push({ name: 'embedded PostgreSQL', run: embedded.stop });
      databaseUrl = embedded.url;
      releases.push({
        name: 'published database address',
        run: await publishDatabaseUrl(config.DATA_DIR, embedded.url),
      });
    }
    const database = connectDatabase(databaseUrl);
    releases.push({ name: 'database pool', run: database.close });

    await runMigrations(database.pool);
    const platform = await createPlatform({ config, db: database.db, logger });
    releases.push({ name: 'platform services', run: platform.close });
    logger.info(
      platform.jobs.active
        ? `background jobs run in this process (JOBS=on, ${config.JOBS_CONCURRENCY} at a time per job)`
        : 'background jobs are queued but run elsewhere (JOBS=off)',
    );
    logger.info(
      platform.storage.kind === 's3'
        ? `files are kept in the S3 bucket ${config.S3_BUCKET} (${platform.storage.origin})`
        : `files are kept in ${config.DATA_DIR}/files`,
    );
    const identity = await createIdentity({ ...platform, sendMail: identityMail(platform.mailer) });
    let demoSignIn = false;
    if (config.NODE_ENV !== 'production') {
      const admin = identity.kind === 'embedded' ? identity.admin : null;
      const seeded = await seedDemoData(database.db, { admin, demoPassword: config.DEMO_PASSWORD });
      if (seeded) {
        await seedDeviceHistory(database.db, new Date());
        logger.info('seeded the demo organisations (first start on an empty database)');
      }
      await writeDemoPestControlFiles(database.db, platform.storage, logger);
      demoSignIn = !!(await identity.directory?.findByEmail(demoAccounts[0]!.email));
    }

    const app = await buildApp({ platform, identity });
    releases.push({ name: 'HTTP server', run: () => app.close() });
    await app.listen({ port: config.PORT, host: config.HOST });
    if (config.MQTT_URL) {
      const mqttIngestion = startMqttIngestion(platform, config.MQTT_URL);
      releases.push({ name: 'MQTT ingestion', run: mqttIngestion.close });
    }
    const port = (app.server.address() as { port: number } | null)?.port ?? config.PORT;
    logger.info(`Facility Console is ready at http://localhost:${port} (API docs at /api/docs)`);
    if (demoSignIn) {
      const others = demoAccounts
        .slice(1)
        .map((account) => account.email)
        .join(', ');
      logger.info(
        `Sign in as ${demoAccounts[0]!.email} with the password from DEMO_PASSWORD (default Demo@12345); ` +
          `other demo accounts: ${others}`,
      );
    }
  } catch (error) {
    await shutdown();
    throw error;
  }

  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal} received: finishing open requests, then stopping`);
    const force = setTimeout(() => {
      logger.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    void shutdown().then(() => {
      logger.info('stopped cleanly');
      process.exit(0);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
}
