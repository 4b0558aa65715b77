import { randomInt } from 'node:crypto';
import type { Role } from '@fm/contracts';
import { CognitoError, type AdminApi } from '@fm/identity';
import { conflict, notFound } from '../../http/errors';

/*
 * The organisation's people as Cognito's admin API describes them, the same calls for the
 * embedded pool and a real one (decision 050). Nothing here knows which pool answers.
 */

/** A person's account in the pool. */
export interface PoolPerson {
  userId: string;
  email: string;
  name: string;
  role: string;
  vendorId: string | null;
  orgId: string | null;
  enabled: boolean;
  /** FORCE_CHANGE_PASSWORD: invited and not yet signed in with their own password. */
  invited: boolean;
  createdAt: Date;
  updatedAt: Date;
  mfa: boolean;
}

interface UserType {
  Username?: string;
  Attributes?: { Name?: string; Value?: string }[];
  UserAttributes?: { Name?: string; Value?: string }[];
  UserCreateDate?: Date | number;
  UserLastModifiedDate?: Date | number;
  Enabled?: boolean;
  UserStatus?: string;
  UserMFASettingList?: string[];
}

/** The AWS SDK answers dates as Dates; the pool's JSON as seconds since the epoch. */
const toDate = (value: Date | number | undefined) =>
  value instanceof Date ? value : new Date((value ?? 0) * 1000);

function toPoolPerson(user: UserType, mfa: boolean): PoolPerson {
  const attributes = Object.fromEntries(
    (user.Attributes ?? user.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']),
  );
  return {
    userId: attributes.sub ?? user.Username ?? '',
    email: attributes.email ?? '',
    name: attributes.name || attributes.given_name || attributes.email || '',
    role: attributes['custom:role'] || 'user',
    vendorId: attributes['custom:vendorId'] || null,
    orgId: attributes['custom:orgId'] || null,
    enabled: user.Enabled ?? true,
    invited: user.UserStatus === 'FORCE_CHANGE_PASSWORD',
    createdAt: toDate(user.UserCreateDate),
    updatedAt: toDate(user.UserLastModifiedDate),
    mfa,
  };
}

/** A person's second factors, which only AdminGetUser tells. */
async function hasMfa(api: AdminApi, username: string): Promise<boolean> {
  const user = await api.call<UserType>('AdminGetUser', { Username: username });
  return (user.UserMFASettingList ?? []).length > 0;
}

/**
 * Everyone of the organisation. Cognito's ListUsers cannot filter on a custom attribute, so the
 * pool is read a page at a time and kept to `custom:orgId`.
 */
export async function listOrgPeople(
  api: AdminApi,
  orgId: number,
  { withMfa = true }: { withMfa?: boolean } = {},
): Promise<PoolPerson[]> {
  const found: UserType[] = [];
  let token: string | undefined;
  do {
    const page = await api.call<{ Users?: UserType[]; PaginationToken?: string }>('ListUsers', {
      Limit: 60,
      ...(token ? { PaginationToken: token } : {}),
    });
    for (const user of page.Users ?? [])
      if (user.Attributes?.some((a) => a.Name === 'custom:orgId' && a.Value === String(orgId)))
        found.push(user);
    token = page.PaginationToken;
  } while (token);
  if (!withMfa) return found.map((user) => toPoolPerson(user, false));
  const people: PoolPerson[] = [];
  // AdminGetUser per person for the MFA column, a few at a time (Cognito limits request rates).
  for (let i = 0; i < found.length; i += 10) {
    const batch = found.slice(i, i + 10);
    people.push(
      ...(await Promise.all(
        batch.map(async (user) => toPoolPerson(user, await hasMfa(api, user.Username ?? ''))),
      )),
    );
  }
  return people;
}

/** One person of the organisation; anyone else (another organisation's, nobody) is a 404. */
export async function findOrgPerson(
  api: AdminApi,
  orgId: number,
  userId: string,
): Promise<PoolPerson> {
  let user: UserType;
  try {
    user = await api.call<UserType>('AdminGetUser', { Username: userId });
  } catch (error) {
    if (error instanceof CognitoError && error.type === 'UserNotFoundException')
      throw notFound('User');
    throw error;
  }
  const person = toPoolPerson(user, (user.UserMFASettingList ?? []).length > 0);
  if (person.orgId !== String(orgId) || person.userId !== userId) throw notFound('User');
  return person;
}

/** A temporary password to Cognito's default policy (upper, lower, digit, symbol; 16 long). */
export function temporaryPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*-_'];
  const all = sets.join('');
  const chars = [
    ...sets.map((set) => set[randomInt(set.length)]!),
    ...Array.from({ length: 12 }, () => all[randomInt(all.length)]!),
  ];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export interface NewPerson {
  email: string;
  name: string;
  role: Role;
  vendorId: string | null;
  orgId: number;
}

/** AdminCreateUser: the pool mails the invitation with a temporary password. */
export async function createPoolPerson(api: AdminApi, input: NewPerson): Promise<PoolPerson> {
  const attributes = [
    { Name: 'email', Value: input.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'name', Value: input.name },
    { Name: 'given_name', Value: input.name.split(/\s+/)[0] ?? input.name },
    { Name: 'custom:orgId', Value: String(input.orgId) },
    { Name: 'custom:role', Value: input.role },
    ...(input.vendorId ? [{ Name: 'custom:vendorId', Value: input.vendorId }] : []),
  ];
  let created: { User?: UserType };
  try {
    created = await api.call<{ User?: UserType }>('AdminCreateUser', {
      Username: input.email,
      UserAttributes: attributes,
      DesiredDeliveryMediums: ['EMAIL'],
    });
  } catch (error) {
    if (error instanceof CognitoError && error.type === 'UsernameExistsException')
      throw conflict(`An account with the e-mail address ${input.email} already exists`);
    throw error;
  }
  const person = toPoolPerson(created.User ?? {}, false);
  await api.call('AdminAddUserToGroup', { Username: person.userId, GroupName: input.role });
  return person;
}

/** The role is the person's one role group and their custom:role (and vendor, for vendors). */
export async function setPoolRole(
  api: AdminApi,
  person: PoolPerson,
  role: Role,
  vendorId: string | null,
  allRoles: readonly Role[],
) {
  await api.call('AdminUpdateUserAttributes', {
    Username: person.userId,
    UserAttributes: [
      { Name: 'custom:role', Value: role },
      { Name: 'custom:vendorId', Value: vendorId ?? '' },
    ],
  });
  for (const other of allRoles)
    if (other !== role)
      await api.call('AdminRemoveUserFromGroup', { Username: person.userId, GroupName: other });
  await api.call('AdminAddUserToGroup', { Username: person.userId, GroupName: role });
}
