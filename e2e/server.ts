import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nothing listens on right now. */
export function freePortSync(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A fresh data folder for the server under test. Readable by others, because the embedded
 * PostgreSQL runs as the `postgres` user when the tests run as root.
 */
export function makeDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fm-e2e-'));
  chmodSync(dir, 0o755);
  return dir;
}

/** Where the server under test writes its log (JSON lines), inside its data folder. */
export const serverLog = (dataDir: string) => join(dataDir, 'server.log');

/** The address of the server under test, on the port the runner chose (playwright.config.ts). */
export function serverUrl(): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is not set: run the specs through playwright.config.ts');
  return `http://127.0.0.1:${port}`;
}
