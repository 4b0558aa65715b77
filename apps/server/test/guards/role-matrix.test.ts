import { can, roles, type Permission } from '@fm/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN, APPROVER, USER, VENDOR, VIEWER } from '../requests';
import { guardContext, idInputs, isEnvelope, unchangedAround } from './guard-context';
import { roleTestValue } from './id-kinds';
import { reportCoverage, urlOf } from './operations';

const accountOf: Record<(typeof roles)[number], string> = {
  admin: ADMIN,
  approver: APPROVER,
  user: USER,
  vendor: VENDOR,
  viewer: VIEWER,
};

/**
 * Route-wide guard, driven by the OpenAPI document: every /api route is called by every role
 * (and by nobody), and the answer matches what the route declares (`x-permission`) and the
 * permission matrix of packages/contracts says. A role without the permission gets 403 and
 * changes nothing; a role with it gets past the gate (anything but 401 and 403). The requests
 * touch nothing real: ids nobody has, and an empty body that validation refuses.
 */
describe('route-wide guard: roles against the permission matrix', () => {
  const state = guardContext();

  it('answers every role as the matrix says, on every route', async () => {
    const { ctx, operations } = state;
    const problems: string[] = [];
    let calls = 0;

    for (const operation of operations) {
      const { permission } = operation;
      const inputs = (await idInputs(ctx, operation)).filter((input) => input.where === 'path');
      const request = async (email: string | null) => {
        const path: Record<string, string | number> = {};
        for (const input of inputs)
          path[input.name] = (await roleTestValue(ctx, input, email ?? ADMIN)) as string | number;
        calls += 1;
        return ctx.app.inject({
          method: operation.method,
          url: urlOf(operation, path),
          headers: email ? await ctx.as(email) : {},
          ...(operation.body ? { payload: {} } : {}),
        });
      };

      const allowed = (role: string) =>
        permission === 'public' || permission === 'member' || can(role, permission as Permission);
      const denied = roles.filter((role) => !allowed(role));
      const { changed } = await unchangedAround(ctx, async () => {
        for (const role of denied) {
          const response = await request(accountOf[role]);
          if (response.statusCode !== 403 || !isEnvelope(response.body))
            problems.push(
              `${operation.name} as ${role} (no ${permission}): ${response.statusCode}`,
            );
        }
        if (permission !== 'public') {
          const response = await request(null);
          if (response.statusCode !== 401)
            problems.push(`${operation.name} signed out: ${response.statusCode}`);
        }
      });
      if (changed.length) problems.push(`${operation.name}: a refused call changed ${changed}`);

      for (const role of roles.filter(allowed)) {
        const response = await request(accountOf[role]);
        if ([401, 403].includes(response.statusCode) || response.statusCode >= 500)
          problems.push(`${operation.name} as ${role} (has ${permission}): ${response.statusCode}`);
      }
    }

    reportCoverage('roles', {
      routes: operations.length,
      roles: roles.length,
      'calls (every role, and signed out)': calls,
    });
    expect(problems).toEqual([]);
  }, 120_000); // it walks every route as every caller: its time grows with the API
});
