import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';
import { passwordSignIn } from './identity-client';
import { serverLog } from './server';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface Person {
  email: string;
  name: string;
  role: string;
  temporaryPassword: string;
}

let demoOrgId: Promise<number> | undefined;

/** The demo organisation's id, as its admin's metadata gives it. */
function demoOrganization(request: APIRequestContext): Promise<number> {
  demoOrgId ??= (async () => {
    const { IdToken } = await passwordSignIn(request, 'admin@demo.example', DEMO_PASSWORD);
    const response = await request.get('/api/user/admin@demo.example', {
      headers: { authorization: `Bearer ${IdToken}` },
    });
    return (await response.json()).data.orgId as number;
  })();
  return demoOrgId;
}

/**
 * A person of this test's own in the demo organisation, created as an administrator would,
 * with the admin CLI against the test server's data folder: a unique e-mail and a temporary
 * password they must replace at their first sign-in. They go with the temporary data folder.
 */
export async function createPerson(
  request: APIRequestContext,
  { role = 'user', name = 'Neha Kapoor' }: { role?: string; name?: string } = {},
): Promise<Person> {
  const email = `e2e-${randomUUID()}@demo.example`;
  const org = await demoOrganization(request);
  const { stdout } = await run(
    'npm',
    [
      'run',
      '--silent',
      'admin',
      '--',
      'create-user',
      '--email',
      email,
      '--name',
      name,
      '--role',
      role,
      '--org',
      String(org),
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    },
  );
  const temporaryPassword = /Temporary password: (\S+)/.exec(stdout)?.[1];
  if (!temporaryPassword)
    throw new Error(`The admin CLI printed no temporary password:\n${stdout}`);
  return { email, name, role, temporaryPassword };
}

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
