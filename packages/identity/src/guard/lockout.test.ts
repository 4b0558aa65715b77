import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { identityUsers } from '../schema';
import { cognitoCall } from '../testing/cognito-call';
import { newPerson, reloadUser } from '../testing/people';
import { srpProof, srpStart } from '../testing/srp-client';
import { createGuards } from '.';

const wrong = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const exceeded = { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' };

describe('lockout after failed sign-ins, and burst limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const passwordAuth = (email: string, password: string) =>
    cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: ctx.identity.pool.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
  const srpAuth = async (email: string, password: string) => {
    const start = await srpStart(ctx.identity.pool.name);
    const { body } = await cognitoCall(ctx, 'InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: ctx.identity.pool.clientId,
      AuthParameters: { USERNAME: email, SRP_A: start.A },
    });
    const responses = await srpProof({
      start,
      poolName: ctx.identity.pool.name,
      password,
      challenge: body.ChallengeParameters!,
    });
    return cognitoCall(ctx, 'RespondToAuthChallenge', {
      ChallengeName: 'PASSWORD_VERIFIER',
      ClientId: ctx.identity.pool.clientId,
      ChallengeResponses: responses,
    });
  };
  it('costs the same database work for a wrong password of a real user as of an unknown name', async () => {
    const statementsOf = async (email: string) => {
      ctx.queries.length = 0;
      expect((await passwordAuth(email, 'Wrong@12345')).body).toEqual(wrong);
      return [...ctx.queries];
    };
    const real = await statementsOf((await newPerson(ctx)).email);
    const unknown = await statementsOf('nobody-here@demo.example');
    // The failure is counted in both (a row, or a decoy id that matches none): same statements.
    expect(real.some((query) => query.startsWith('update "identity_users"'))).toBe(true);
    expect(unknown).toEqual(real);
  });

  /** Moves the end of the current lock, so that no test depends on how fast the machine is. */
  const lockUntil = (id: string, at: number) =>
    ctx.db
      .update(identityUsers)
      .set({ lockedUntil: new Date(at) })
      .where(eq(identityUsers.id, id));
  const unlock = (id: string) => lockUntil(id, Date.now() - 1);
  const lockForAMinute = (id: string) => lockUntil(id, Date.now() + 60_000);

  it('locks after five wrong passwords, refuses without counting, doubles, resets on success', async () => {
    const person = await newPerson(ctx);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await passwordAuth(person.email, 'Wrong@12345')).body).toEqual(wrong);
    const locked = await reloadUser(ctx, person.id);
    expect(locked.failedAttempts).toBe(5);
    expect(locked.lockedUntil!.getTime() - locked.lastFailedAt!.getTime()).toBe(1000);
    // Even the right password is refused while locked, and the refusal is not counted.
    await lockForAMinute(person.id);
    expect((await passwordAuth(person.email, person.password)).body).toEqual(exceeded);
    expect((await reloadUser(ctx, person.id)).failedAttempts).toBe(5);

    await unlock(person.id);
    expect((await passwordAuth(person.email, 'Wrong@12345')).body).toEqual(wrong);
    const doubled = await reloadUser(ctx, person.id);
    expect(doubled.failedAttempts).toBe(6);
    expect(doubled.lockedUntil!.getTime() - doubled.lastFailedAt!.getTime()).toBe(2000);

    await unlock(person.id);
    expect((await passwordAuth(person.email, person.password)).status).toBe(200);
    expect(await reloadUser(ctx, person.id)).toMatchObject({
      failedAttempts: 0,
      lockedUntil: null,
    });
  });

  it('counts failed SRP proofs the same way', async () => {
    const person = await newPerson(ctx);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await srpAuth(person.email, 'Wrong@12345')).body).toEqual(wrong);
    expect((await reloadUser(ctx, person.id)).failedAttempts).toBe(5);
    await lockForAMinute(person.id);
    expect((await srpAuth(person.email, person.password)).body).toEqual(exceeded);
    await unlock(person.id);
    expect((await srpAuth(person.email, person.password)).status).toBe(200);
  });

  it('answers an unknown name exactly as a real user, lockout included', async () => {
    const decoys = ctx.identity.guards.decoyFailures;
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await passwordAuth('ghost@demo.example', 'Wrong@12345')).body).toEqual(wrong);
    const ghost = decoys.get('ghost@demo.example');
    expect(ghost.failedAttempts).toBe(5);
    expect(ghost.lockedUntil!.getTime() - ghost.lastFailedAt!.getTime()).toBe(1000);
    // Four more failures by the same rules make the lock 16 s: long enough for any machine.
    for (let failure = 1; failure <= 4; failure += 1) decoys.fail('ghost@demo.example', new Date());
    expect((await passwordAuth('ghost@demo.example', 'Wrong@12345')).body).toEqual(exceeded);

    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await srpAuth('phantom@demo.example', 'Wrong@12345')).body).toEqual(wrong);
    expect(decoys.get('Phantom@demo.example').failedAttempts).toBe(5);
    for (let failure = 1; failure <= 4; failure += 1)
      decoys.fail('phantom@demo.example', new Date());
    expect((await srpAuth('phantom@demo.example', 'Wrong@12345')).body).toEqual(exceeded);
  });

  it('refuses bursts per user name and per address with TooManyRequestsException', async () => {
    const generous = ctx.identity.guards;
    ctx.identity.guards = createGuards({ perAddressPerMinute: 4, perUserPerMinute: 2 });
    try {
      const person = await newPerson(ctx);
      const statuses = [];
      for (let attempt = 1; attempt <= 2; attempt += 1)
        statuses.push((await passwordAuth(person.email, person.password)).status);
      expect(statuses).toEqual([200, 200]);
      const throttled = await passwordAuth(person.email, person.password);
      expect(throttled.body).toEqual({
        __type: 'TooManyRequestsException',
        message: 'Rate exceeded',
      });
      // Another name from the same address gets through until the address's budget is spent.
      expect((await passwordAuth('user@demo.example', 'Demo@12345')).status).toBe(200);
      expect((await passwordAuth('approver@demo.example', 'Demo@12345')).body.__type).toBe(
        'TooManyRequestsException',
      );
      // Another address is counted apart (the test app trusts no proxy, so it is the socket's).
      const elsewhere = await ctx.app.inject({
        method: 'POST',
        url: '/identity',
        remoteAddress: '10.1.2.3',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        payload: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: ctx.identity.pool.clientId,
          AuthParameters: { USERNAME: 'viewer@demo.example', PASSWORD: 'Demo@12345' },
        }),
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      ctx.identity.guards = generous;
    }
  });
});
