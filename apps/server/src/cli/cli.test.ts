import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../test/database-url';
import { testConfig } from '../../test/test-app';
import { buildApp } from '../app';
import { createPlatform, identityMail } from '../platform';
import { createJobRunner } from '../platform/jobs/runner';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { identitySessions } from '../db/schema';
import { createIdentity } from '@fm/identity';
import {
  ensurePool,
  findUserBySignInName,
  groupsOf,
  startSession,
  verifyPassword,
} from '@fm/identity/testing';
import { runCli } from './run-cli';

/** The CLI against a database of this file's own (DATABASE_URL), cloned from the template. */
// Every step spawns a process (tsx start-up included): generous timeouts on a shared machine.
describe('the admin CLI', { timeout: 90_000 }, () => {
  const name = `fm_cli_${randomBytes(6).toString('hex')}`;
  let url: string;
  let database: DatabaseHandle;
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: inject('serverUrl') });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    url = databaseUrl(inject('serverUrl'), name);
    database = connectDatabase(url, { max: 2 });
  });
  afterAll(async () => {
    await database.close();
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const cli = (...args: string[]) => runCli(args, { DATABASE_URL: url });
  const pool = () => ensurePool(database.db, 'ap-south-1');
  const user = async (email: string) =>
    (await findUserBySignInName(database.db, (await pool()).id, email))!;
  const temporaryPassword = (stdout: string) => /password[^:]*: (\S+)/.exec(stdout)?.[1] ?? '';

  it('explains itself with --help, and refuses wrong usage with exit code 2', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run admin -- <command> [options]');
    const unknown = await cli('launch-rockets');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('error: Unknown command "launch-rockets"');
    const missing = await cli('create-org');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--name is required');
    const typo = await cli('create-org', '--nmae', 'X');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('Unknown option --nmae');
  });

  it('creates an organisation, and refuses a second with the same name', async () => {
    const created = await cli('create-org', '--name', 'Acme Facilities');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created organisation \d+: Acme Facilities$/m);
    const again = await cli('create-org', '--name=Acme Facilities');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/An organisation named "Acme Facilities" exists already/);
  });

  it('creates a user with a temporary password that must be changed at the first sign-in', async () => {
    const org = /organisation (\d+)/.exec(
      (await cli('create-org', '--name', 'Users Inc')).stdout,
    )![1]!;
    const created = await cli(
      'create-user',
      '--email',
      'Owner@Users.example',
      '--name',
      'Olu Owner',
      '--role',
      'admin',
      '--org',
      org,
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(`Created owner@users.example (admin) in organisation ${org}`);
    const password = temporaryPassword(created.stdout);
    const owner = await user('owner@users.example');
    expect(owner).toMatchObject({
      status: 'FORCE_CHANGE_PASSWORD',
      attributes: { name: 'Olu Owner', 'custom:orgId': org, 'custom:role': 'admin' },
    });
    expect(await groupsOf(database.db, owner.id)).toEqual(['admin']);
    expect(await verifyPassword(owner.passwordHash!, password)).toBe(true);

    // Through the real app: the temporary password leads to NEW_PASSWORD_REQUIRED.
    const platform = await createPlatform({
      config: testConfig,
      db: database.db,
      logger: pino({ level: 'silent' }),
    });
    const identity = await createIdentity({ ...platform, sendMail: identityMail(platform.mailer) });
    const app = await buildApp({ platform, identity, webRoot: null });
    const response = await app.inject({
      method: 'POST',
      url: '/identity',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: (await pool()).clientId,
        AuthParameters: { USERNAME: 'owner@users.example', PASSWORD: password },
      }),
    });
    expect(response.json().ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    await app.close();
    await platform.close();

    const duplicate = await cli(
      'create-user',
      '--email',
      'owner@users.example',
      '--name',
      'X',
      '--role',
      'user',
      '--org',
      org,
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already exists');
    const badRole = await cli(
      'create-user',
      '--email',
      'b@users.example',
      '--name',
      'B',
      '--role',
      'boss',
      '--org',
      org,
    );
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('--role must be one of admin, approver, user, vendor, viewer');
    const noOrg = await cli(
      'create-user',
      '--email',
      'c@users.example',
      '--name',
      'C',
      '--role',
      'user',
      '--org',
      '999999',
    );
    expect(noOrg.code).toBe(1);
    expect(noOrg.stderr).toContain('There is no organisation 999999');
  });

  it('lists users, of all organisations or one', async () => {
    const org = /organisation (\d+)/.exec(
      (await cli('create-org', '--name', 'Listing Ltd')).stdout,
    )![1]!;
    await cli(
      'create-user',
      '--email',
      'lee@listing.example',
      '--name',
      'Lee Lister',
      '--role',
      'viewer',
      '--org',
      org,
    );
    const one = await cli('list-users', '--org', org);
    expect(one.code).toBe(0);
    const lines = one.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^EMAIL\s+NAME\s+ROLE\s+ORG\s+STATUS$/);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^lee@listing\\.example\\s+Lee Lister\\s+viewer\\s+${org}\\s+FORCE_CHANGE_PASSWORD$`,
        ),
      ),
    ]);
    const all = await cli('list-users');
    expect(all.stdout).toContain('owner@users.example');
    expect(all.stdout).toContain('lee@listing.example');
  });

  it('resets a password and changes a role, ending open sessions', async () => {
    const org = /organisation (\d+)/.exec(
      (await cli('create-org', '--name', 'Roles Co')).stdout,
    )![1]!;
    await cli(
      'create-user',
      '--email',
      'rio@roles.example',
      '--name',
      'Rio',
      '--role',
      'user',
      '--org',
      org,
    );
    const rio = await user('rio@roles.example');
    const p = await pool();
    const settings = {
      issuer: 'x',
      idTokenTtlSeconds: 300,
      accessTokenTtlSeconds: 300,
      refreshTokenTtlDays: 1,
    };
    const { session } = await startSession(database.db, settings, p, rio);

    const reset = await cli('reset-password', '--email', 'rio@roles.example');
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('1 open session(s) were ended');
    const after = await user('rio@roles.example');
    expect(await verifyPassword(after.passwordHash!, temporaryPassword(reset.stdout))).toBe(true);
    expect(after.status).toBe('FORCE_CHANGE_PASSWORD');
    const [revoked] = await database.db
      .select()
      .from(identitySessions)
      .where(eq(identitySessions.id, session.id));
    expect(revoked!.revokedAt).not.toBeNull();

    const promoted = await cli('set-role', '--email', 'rio@roles.example', '--role', 'approver');
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain('rio@roles.example is now approver.');
    expect(await groupsOf(database.db, rio.id)).toEqual(['approver']);
    expect((await user('rio@roles.example')).attributes['custom:role']).toBe('approver');

    const nobody = await cli('reset-password', '--email', 'nobody@roles.example');
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('There is no user nobody@roles.example.');
  });

  it('requires a second factor of one user, and stops requiring it with --off', async () => {
    const org = /organisation (\d+)/.exec(
      (await cli('create-org', '--name', 'Factors Co')).stdout,
    )![1]!;
    await cli(
      'create-user',
      '--email',
      'mo@factors.example',
      '--name',
      'Mo',
      '--role',
      'user',
      '--org',
      org,
    );
    const on = await cli('require-mfa', '--email', 'mo@factors.example');
    expect(on.code).toBe(0);
    expect(on.stdout).toContain('mo@factors.example must use a second factor');
    expect((await user('mo@factors.example')).mfaRequired).toBe(true);
    const off = await cli('require-mfa', '--email', 'mo@factors.example', '--off');
    expect(off.code).toBe(0);
    expect((await user('mo@factors.example')).mfaRequired).toBe(false);
    expect((await cli('require-mfa', '--email', 'mo@factors.example', '--off=yes')).code).toBe(2);
  });

  it('lists dead jobs with jobs-failed', async () => {
    expect((await cli('jobs-failed')).stdout).toContain('No dead jobs.');
    const jobs = await createJobRunner({
      db: database.db,
      config: { JOBS: 'on', JOBS_CONCURRENCY: 1 },
      logger: pino({ level: 'silent' }),
      pollingIntervalSeconds: 0.5,
    });
    try {
      await jobs.work('test.cli-dead', async () => {
        throw new Error('the report template is missing');
      });
      await jobs.enqueue(null, 'test.cli-dead', { reportId: 42 }, { retryLimit: 0 });
      const deadline = Date.now() + 30_000;
      while ((await jobs.listDead()).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await jobs.stop();
    }
    const listed = await cli('jobs-failed', '--name', 'test.cli-dead');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('test.cli-dead');
    expect(listed.stdout).toContain('1 attempts');
    expect(listed.stdout).toContain('{"reportId":42}');
    expect(listed.stdout).toContain('the report template is missing');
    expect((await cli('jobs-failed', '--limit', 'x')).code).toBe(2);
  });
});
