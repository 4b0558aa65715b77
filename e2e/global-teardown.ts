import { rm } from 'node:fs/promises';

/** Runs after the server has stopped: the temporary data folder goes with it. */
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('fm-e2e-')) await rm(dir, { recursive: true, force: true });
}
