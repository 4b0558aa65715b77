import { eq } from 'drizzle-orm';
import type { TestContext } from './harness';
import { identityUsers } from '../schema';
import { createUser, findUserById } from '../users';

const PASSWORD = 'Person@12345';

let counter = 0;

/**
 * A new person of the demo organisation for one test: each test gets its own, so spent TOTP
 * steps, sessions and MFA settings never leak between tests.
 */
export async function newPerson(
  ctx: TestContext,
  options: { temporary?: boolean; mfaRequired?: boolean; role?: string } = {},
) {
  counter += 1;
  const email = `person${counter}-${Date.now().toString(36)}@demo.example`;
  const user = await createUser(ctx.db, ctx.identity.pool, {
    email,
    password: PASSWORD,
    temporary: options.temporary ?? false,
    groups: [options.role ?? 'user'],
    attributes: { name: `Person ${counter}`, 'custom:orgId': String(ctx.seed.demoOrgId) },
  });
  if (options.mfaRequired)
    await ctx.db
      .update(identityUsers)
      .set({ mfaRequired: true })
      .where(eq(identityUsers.id, user.id));
  return { id: user.id, email, password: PASSWORD };
}

export const reloadUser = async (ctx: TestContext, id: string) => (await findUserById(ctx.db, id))!;

/** The six-digit code of the newest e-mail the pool handed its host for an address. */
export async function lastEmailedCode(ctx: TestContext, to: string): Promise<string> {
  const mail = ctx.mails.findLast((candidate) => candidate.to === to);
  const code = mail?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No code was e-mailed to ${to}`);
  return code;
}
