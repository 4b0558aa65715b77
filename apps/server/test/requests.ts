import type { TestContext } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `call(email, method, url, body?)`: a request as one of the demo accounts. */
export const requester =
  (ctx: TestContext) => async (email: string, method: Method, url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: await ctx.as(email),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

export const ADMIN = 'admin@demo.example';
export const APPROVER = 'approver@demo.example';
export const USER = 'user@demo.example';
export const VIEWER = 'viewer@demo.example';
export const VENDOR = 'vendor@demo.example';
export const OTHER_ADMIN = 'admin@other.example';

/** Every demo account, one per role, and the other organisation's admin. */
export const DEMO_ACCOUNTS = [ADMIN, APPROVER, USER, VIEWER, VENDOR, OTHER_ADMIN];

/**
 * Signs every demo account in once (a sign-in writes a session), so that a later fingerprint of
 * the database (test/db-snapshot.ts) sees only what the request under test wrote.
 */
export const signInDemoAccounts = async (ctx: TestContext) => {
  for (const email of DEMO_ACCOUNTS) await ctx.as(email);
};
