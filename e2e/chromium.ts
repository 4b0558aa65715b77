import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The system Chromium: CHROME_PATH if set, else the first `chromium` found on PATH. */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    try {
      const path = execFileSync('which', [name], { encoding: 'utf8' }).trim();
      if (path) return path;
    } catch {
      // not on PATH; try the next name
    }
  }
  throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH');
}

/** Flags this environment needs for headless Chromium (no sandbox as root, no network chatter). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
