import { and, asc, eq, gt, like, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { identityUsers } from '../../schema';
import { UserPoolId, assertPool, userType } from '../../admin/user-type';
import { invalidParameter } from '../../errors';
import { defineOperation } from '../operation';

/** `attribute = "value"` or `attribute ^= "value"` (prefix), as Cognito's ListUsers filter. */
const FILTER = /^\s*([\w:]+)\s*(\^?=)\s*"((?:[^"\\]|\\.)*)"\s*$/;
const FREE_TEXT = ['name', 'given_name', 'family_name', 'preferred_username', 'phone_number'];

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterCondition(filter: string): SQL | undefined {
  if (filter.trim() === '') return undefined;
  const match = FILTER.exec(filter);
  if (!match) throw invalidParameter('Error while parsing filter.');
  const [, attribute, operator, quoted] = match;
  const value = quoted!.replace(/\\(.)/g, '$1');
  const prefix = operator === '^=';
  const compare = (column: SQL, wanted: string) =>
    prefix ? like(column, `${escapeLike(wanted)}%`) : eq(column, wanted);
  switch (attribute) {
    case 'email':
      return compare(sql`${identityUsers.email}`, value.toLowerCase());
    case 'username':
    case 'sub':
      return compare(sql`${identityUsers.id}::text`, value.toLowerCase());
    case 'cognito:user_status':
      return compare(sql`${identityUsers.status}`, value);
    case 'status':
      if (prefix || !['Enabled', 'Disabled'].includes(value))
        throw invalidParameter('Error while parsing filter.');
      return eq(identityUsers.enabled, value === 'Enabled');
    default:
      if (!FREE_TEXT.includes(attribute!)) throw invalidParameter('Error while parsing filter.');
      return compare(sql`${identityUsers.attributes} ->> ${attribute}`, value);
  }
}

const encodeToken = (email: string) =>
  Buffer.from(JSON.stringify({ after: email })).toString('base64url');
function decodeToken(token: string): string {
  try {
    const { after } = JSON.parse(Buffer.from(token, 'base64url').toString()) as { after: unknown };
    if (typeof after === 'string') return after;
  } catch {
    // refused below
  }
  throw invalidParameter('Invalid pagination token.');
}

/** ListUsers: the pool's users by e-mail, optionally filtered, 60 at most per page. */
export const listUsers = defineOperation({
  admin: true,
  input: z.looseObject({
    UserPoolId,
    AttributesToGet: z.array(z.string().max(32)).max(50).optional(),
    Limit: z.number().int().min(0).max(60).optional(),
    PaginationToken: z.string().max(1024).optional(),
    Filter: z.string().max(256).optional(),
  }),
  async run({ identity }, input) {
    assertPool(identity, input.UserPoolId);
    const limit = input.Limit || 60;
    const rows = await identity.db
      .select()
      .from(identityUsers)
      .where(
        and(
          eq(identityUsers.poolId, identity.pool.id),
          filterCondition(input.Filter ?? ''),
          input.PaginationToken
            ? gt(identityUsers.email, decodeToken(input.PaginationToken))
            : undefined,
        ),
      )
      .orderBy(asc(identityUsers.email))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const wanted = input.AttributesToGet ? new Set(input.AttributesToGet) : null;
    return {
      Users: page.map((user) => {
        const view = userType(user);
        return wanted
          ? { ...view, Attributes: view.Attributes.filter((a) => wanted.has(a.Name)) }
          : view;
      }),
      ...(rows.length > limit ? { PaginationToken: encodeToken(page.at(-1)!.email) } : {}),
    };
  },
});
