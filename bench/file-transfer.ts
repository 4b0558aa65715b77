/**
 * Upload and download throughput of one 20 MB file through the local file storage: a presigned
 * POST to the real server (multipart/form-data, checked against its policy, written to disk) and
 * a signed GET back, over HTTP on this machine. `node --import tsx bench/file-transfer.ts` runs
 * it alone (its own embedded PostgreSQL and server process); `npm run bench` prints it too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pino from 'pino';
import { connectDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';
import { freePort } from '../apps/server/src/db/free-port';
import { runMigrations } from '../apps/server/src/db/migrate';
import { systemClock } from '../apps/server/src/platform/clock';
import { fileKey } from '../apps/server/src/platform/storage/keys';
import { LocalFileStorage } from '../apps/server/src/platform/storage/local-storage';

/** One megabyte here is 2^20 bytes, as the 20 MB limit of report files is. */
const MB = 1024 * 1024;
export const TRANSFER_MB = 20;
const RUNS = Number(process.env.BENCH_TRANSFER_RUNS ?? 5);

export interface FileTransfer {
  runs: number;
  uploadMBps: number[];
  downloadMBps: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Uploads and downloads the file RUNS times (after one warm-up) against the server at
 * `baseUrl`, presigning with a storage on the server's own DATA_DIR (so the same secret).
 */
export async function measureFileTransfer(baseUrl: string, dataDir: string): Promise<FileTransfer> {
  const storage = new LocalFileStorage({
    dataDir,
    clock: systemClock,
    logger: pino({ level: 'silent' }),
  });
  const bytes = randomBytes(TRANSFER_MB * MB);
  const file = new Blob([bytes], { type: 'application/pdf' });
  const result: FileTransfer = { runs: RUNS, uploadMBps: [], downloadMBps: [] };
  for (let run = 0; run <= RUNS; run += 1) {
    const key = fileKey(1, 'bench', randomUUID(), 'report.pdf');
    const upload = await storage.presignUpload({
      key,
      contentType: 'application/pdf',
      maxBytes: TRANSFER_MB * MB,
      expiresInSeconds: 300,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', file, 'report.pdf');
    const startUpload = performance.now();
    const posted = await fetch(new URL(upload.url, baseUrl), { method: 'POST', body: form });
    const uploadS = (performance.now() - startUpload) / 1000;
    if (posted.status !== 204)
      throw new Error(`upload failed: ${posted.status} ${await posted.text()}`);

    const url = await storage.presignDownload(key, { expiresInSeconds: 300 });
    const startDownload = performance.now();
    const fetched = await fetch(new URL(url, baseUrl));
    const body = Buffer.from(await fetched.arrayBuffer());
    const downloadS = (performance.now() - startDownload) / 1000;
    if (fetched.status !== 200 || !body.equals(bytes)) throw new Error('download failed');
    await storage.delete(key);
    if (run === 0) continue; // warm-up
    result.uploadMBps.push(TRANSFER_MB / uploadS);
    result.downloadMBps.push(TRANSFER_MB / downloadS);
  }
  return result;
}

export function printFileTransfer({ runs, uploadMBps, downloadMBps }: FileTransfer) {
  const figures = (values: number[]) =>
    `p50 ${median(values).toFixed(0)} MB/s (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`;
  console.log(
    `\nFile storage, local driver, one ${TRANSFER_MB} MB file, ${runs} runs after a warm-up:`,
  );
  console.log(
    `  upload (presigned POST, multipart, policy checked, written to disk) ${figures(uploadMBps)}`,
  );
  console.log(
    `  download (signed GET)                                               ${figures(downloadMBps)}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dataDir = await mkdtemp(join(tmpdir(), 'fm-bench-files-'));
  await chmod(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres({ dataDir, logger: pino({ level: 'warn' }) });
  const serverDataDir = join(dataDir, 'server');
  const port = await freePort();
  let server: ChildProcess | undefined;
  try {
    const database = connectDatabase(embedded.url);
    await runMigrations(database.pool);
    await database.close();
    server = spawn(process.execPath, ['--import', 'tsx', 'bench/api-server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: embedded.url,
        PORT: String(port),
        DATA_DIR: serverDataDir,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 300; i += 1) {
      if (
        await fetch(`${baseUrl}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    printFileTransfer(await measureFileTransfer(baseUrl, serverDataDir));
  } finally {
    const child = server;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
