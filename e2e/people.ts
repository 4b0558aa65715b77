import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serverLog } from './server';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The newest code mailed to `email`. Codes never appear in the outbox; the server under test
 * runs with the development switch IDENTITY_LOG_CODES, which writes each one to its log
 * (playwright.config.ts).
 */
export async function latestMailedCode(email: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await readFile(serverLog(process.env.E2E_DATA_DIR!), 'utf8').catch(() => '');
    const codes = text
      .split('\n')
      .filter((line) => line.includes('IDENTITY_LOG_CODES'))
      .map((line) => JSON.parse(line) as { to?: string; msg?: string })
      .filter((entry) => entry.to === email)
      .map((entry) => /\b(\d{6,8})\b/.exec(entry.msg ?? '')?.[1]);
    const code = codes.at(-1);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No code mailed to ${email} in the server's log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Requires a second factor of this person, with the admin CLI (`require-mfa`). */
export async function requireSecondFactor(email: string): Promise<void> {
  await run('npm', ['run', '--silent', 'admin', '--', 'require-mfa', '--email', email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
  });
}
