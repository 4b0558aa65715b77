import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';
import { passwordSignIn } from './identity-client';

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
 * The newest sign-in code mailed to `email`, read from the organisation's outbox as its admin
 * would (GET /api/admin/outbox).
 */
export async function latestMailedCode(request: APIRequestContext, email: string): Promise<string> {
  const { IdToken } = await passwordSignIn(request, 'admin@demo.example', DEMO_PASSWORD);
  const response = await request.get('/api/admin/outbox?limit=50', {
    headers: { authorization: `Bearer ${IdToken}` },
  });
  const mails = (await response.json()).data.mails as { to: string; text: string }[];
  const mail = mails.find((candidate) => candidate.to === email);
  const code = mail && /\b(\d{6,8})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code mailed to ${email} in the outbox`);
  return code;
}

/** Requires a second factor of this person, with the admin CLI (`require-mfa`). */
export async function requireSecondFactor(email: string): Promise<void> {
  await run('npm', ['run', '--silent', 'admin', '--', 'require-mfa', '--email', email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
  });
}
