import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from './db';
import { identityGroups, identityUserGroups, identityUsers, type IdentityUserRow } from './schema';
import { CognitoError, invalidParameter } from './errors';
import { checkPasswordPolicy, hashPassword } from './passwords';
import type { PoolInfo } from './pool';
import { createVerifier } from './srp';

type Db = Database | Transaction;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Attributes that live in their own columns, never in `attributes`. */
const RESERVED = new Set(['sub', 'email', 'email_verified']);

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Finds a user by what they sign in with: their e-mail, or their username (the sub). */
export async function findUserBySignInName(
  db: Db,
  poolId: string,
  name: string,
): Promise<IdentityUserRow | undefined> {
  const trimmed = name.trim();
  const where = UUID.test(trimmed)
    ? and(eq(identityUsers.poolId, poolId), eq(identityUsers.id, trimmed.toLowerCase()))
    : and(eq(identityUsers.poolId, poolId), eq(identityUsers.email, normaliseEmail(trimmed)));
  const [user] = await db.select().from(identityUsers).where(where).limit(1);
  return user;
}

export async function findUserById(db: Db, userId: string): Promise<IdentityUserRow | undefined> {
  if (!UUID.test(userId)) return undefined;
  const [user] = await db.select().from(identityUsers).where(eq(identityUsers.id, userId)).limit(1);
  return user;
}

/** The user's groups, by precedence: the first one is the role. */
export async function groupsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: identityGroups.name })
    .from(identityUserGroups)
    .innerJoin(
      identityGroups,
      and(
        eq(identityGroups.poolId, identityUserGroups.poolId),
        eq(identityGroups.name, identityUserGroups.groupName),
      ),
    )
    .where(eq(identityUserGroups.userId, userId))
    .orderBy(asc(identityGroups.precedence), asc(identityGroups.name));
  return rows.map((row) => row.name);
}

/** Salt, SRP verifier and argon2id hash for a password that passed the policy. */
async function passwordColumns(pool: PoolInfo, userId: string, password: string) {
  checkPasswordPolicy(password);
  const { salt, verifier } = createVerifier(pool.name, userId, password);
  return {
    passwordHash: await hashPassword(password),
    srpSalt: salt,
    srpVerifier: verifier,
    passwordChangedAt: new Date(),
  };
}

export interface NewUser {
  email: string;
  attributes?: Record<string, string>;
  groups?: string[];
  password: string;
  /** A temporary password must be replaced at the first sign-in (FORCE_CHANGE_PASSWORD). */
  temporary: boolean;
}

export async function createUser(db: Db, pool: PoolInfo, input: NewUser): Promise<IdentityUserRow> {
  const email = normaliseEmail(input.email);
  if (!EMAIL.test(email)) throw invalidParameter('Invalid email address format.');
  if (await findUserBySignInName(db, pool.id, email)) {
    throw new CognitoError(
      'UsernameExistsException',
      'An account with the given email already exists.',
    );
  }
  const id = crypto.randomUUID();
  const attributes = Object.fromEntries(
    Object.entries(input.attributes ?? {}).filter(([name]) => !RESERVED.has(name)),
  );
  const [user] = await db
    .insert(identityUsers)
    .values({
      id,
      poolId: pool.id,
      email,
      attributes,
      status: input.temporary ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED',
      ...(await passwordColumns(pool, id, input.password)),
    })
    .returning();
  if (!user) throw new Error('Could not create the user');
  for (const group of input.groups ?? []) await addUserToGroup(db, pool, user.id, group);
  return user;
}

export async function setUserPassword(
  db: Db,
  pool: PoolInfo,
  user: IdentityUserRow,
  password: string,
  permanent: boolean,
) {
  await db
    .update(identityUsers)
    .set({
      ...(await passwordColumns(pool, user.id, password)),
      status: permanent ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
      failedAttempts: 0,
      lockedUntil: null,
      updatedAt: new Date(),
    })
    .where(eq(identityUsers.id, user.id));
}

export async function addUserToGroup(db: Db, pool: PoolInfo, userId: string, groupName: string) {
  const [group] = await db
    .select({ name: identityGroups.name })
    .from(identityGroups)
    .where(and(eq(identityGroups.poolId, pool.id), eq(identityGroups.name, groupName)));
  if (!group) throw new CognitoError('ResourceNotFoundException', 'Group not found.');
  await db
    .insert(identityUserGroups)
    .values({ userId, poolId: pool.id, groupName })
    .onConflictDoNothing();
}

export async function removeUserFromGroup(db: Db, userId: string, groupName: string) {
  await db
    .delete(identityUserGroups)
    .where(and(eq(identityUserGroups.userId, userId), eq(identityUserGroups.groupName, groupName)));
}

/**
 * Merges attributes; `email` moves the sign-in name (unique in the pool). A new address is
 * unverified unless the caller proved it (`verified`: a confirmed code, or an administrator).
 */
export async function updateUserAttributes(
  db: Db,
  user: IdentityUserRow,
  changes: Record<string, string>,
  options: { verified?: boolean } = {},
) {
  const { email, email_verified: _verified, sub: _sub, ...rest } = changes;
  const next: Partial<IdentityUserRow> = {
    attributes: { ...user.attributes, ...rest },
    updatedAt: new Date(),
  };
  if (email !== undefined && normaliseEmail(email) !== user.email) {
    const normalised = normaliseEmail(email);
    if (!EMAIL.test(normalised)) throw invalidParameter('Invalid email address format.');
    if (await findUserBySignInName(db, user.poolId, normalised)) {
      throw new CognitoError(
        'AliasExistsException',
        'An account with the given email already exists.',
      );
    }
    next.email = normalised;
    next.emailVerified = options.verified ?? false;
  }
  await db.update(identityUsers).set(next).where(eq(identityUsers.id, user.id));
}

export async function setUserEnabled(db: Db, userId: string, enabled: boolean) {
  await db
    .update(identityUsers)
    .set({ enabled, updatedAt: new Date() })
    .where(eq(identityUsers.id, userId));
}

/** All users of the pool, or of one organisation (the `custom:orgId` attribute). */
export async function listUsers(db: Db, poolId: string, filter: { orgId?: number } = {}) {
  return db
    .select()
    .from(identityUsers)
    .where(
      and(
        eq(identityUsers.poolId, poolId),
        filter.orgId === undefined
          ? undefined
          : sql`${identityUsers.attributes} ->> 'custom:orgId' = ${String(filter.orgId)}`,
      ),
    )
    .orderBy(asc(identityUsers.email));
}

/** The user's attributes as Cognito lists them (GetUser, AdminGetUser, ListUsers). */
export function attributeList(user: IdentityUserRow): { Name: string; Value: string }[] {
  return [
    { Name: 'sub', Value: user.id },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.emailVerified) },
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
  ];
}
