import type { TestContext } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
