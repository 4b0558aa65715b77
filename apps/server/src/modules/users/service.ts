import {
  defaultPreferences,
  resolveRole,
  type UpdateProfileBody,
  type UserMeta,
} from '@fm/contracts';
import { eq } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import type { Caller } from '../../auth/caller';
import type { Transaction } from '../../db/client';
import { userProfiles } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import { AppError, conflict, notFound } from '../../http/errors';
import {
  EmailTakenError,
  type DirectoryUser,
  type IdentityDirectory,
} from '../../identity/directory';
import { writeAudit } from '../audit';
import type { ServiceContext } from '../context';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function profileOf(tx: Transaction, userId: string) {
  const [profile] = await tx.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return profile;
}

function toMeta(
  caller: Caller,
  person: DirectoryUser | null,
  self: boolean,
  profile?: typeof userProfiles.$inferSelect,
): UserMeta {
  const groups = person?.groups ?? caller.groups;
  return {
    userId: person?.id ?? caller.userId,
    email: person?.email ?? caller.email,
    name: person?.name ?? (self ? caller.name : 'User'),
    orgId: caller.orgId,
    organizationId: String(caller.orgId),
    groups,
    role: resolveRole(groups, person?.attributes['custom:role'] ?? null),
    avatar: profile?.avatarUrl ?? null,
    department: person?.attributes['custom:department'] ?? null,
    phoneNumber: person?.attributes.phone_number ?? null,
    preferences: profile
      ? { notifications: profile.notifications, temperatureUnit: profile.temperatureUnit }
      : defaultPreferences,
  };
}

/**
 * `GET /api/user/{email}`: the caller's own metadata, or, for those who may read users, a person
 * of the same organisation. Anyone else, in this organisation or another, is a 404.
 */
export async function getUserMeta(
  { db, caller }: ServiceContext,
  directory: IdentityDirectory | null,
  email: string,
): Promise<UserMeta> {
  const self = sameEmail(email, caller.email);
  if (!self) authorize(caller, 'users:read');
  const person = directory ? await directory.findByEmail(email) : null;
  if (!self && (!person || person.orgId !== String(caller.orgId))) throw notFound('User');
  const userId = person?.id ?? caller.userId;
  const profile = await inTenant(db, caller.orgId, (tx) => profileOf(tx, userId), {
    readOnly: true,
  });
  return toMeta(caller, person, self, profile);
}

/** The Profile Settings dialog: name and e-mail in the user pool, preferences here; audited. */
export async function updateOwnProfile(
  { db, caller }: ServiceContext,
  directory: IdentityDirectory | null,
  body: UpdateProfileBody,
): Promise<UserMeta> {
  authorize(caller, 'profile:edit-own');
  const before = directory ? await directory.findById(caller.userId) : null;
  const identityChanges =
    before && (before.name !== body.name || !sameEmail(before.email, body.email));
  if (!directory && (body.name !== caller.name || !sameEmail(body.email, caller.email))) {
    throw new AppError(
      400,
      'BAD_REQUEST',
      'Name and e-mail are managed by your identity provider here',
    );
  }

  const profile = await inTenant(db, caller.orgId, async (tx) => {
    const previous = await profileOf(tx, caller.userId);
    const [saved] = await tx
      .insert(userProfiles)
      .values({ userId: caller.userId, orgId: caller.orgId, ...body.preferences })
      .onConflictDoUpdate({
        target: userProfiles.userId,
        set: { ...body.preferences, updatedAt: new Date() },
      })
      .returning();
    await writeAudit(tx, caller, {
      action: 'profile.update',
      entityType: 'user',
      entityId: caller.userId,
      changes: {
        before: {
          name: before?.name ?? caller.name,
          email: before?.email ?? caller.email,
          preferences: previous && {
            notifications: previous.notifications,
            temperatureUnit: previous.temperatureUnit,
          },
        },
        after: { name: body.name, email: body.email, preferences: body.preferences },
      },
    });
    // The pool is changed last, inside the transaction's lifetime: if it refuses (e-mail taken),
    // the preferences and the audit row roll back with it.
    if (directory && identityChanges) {
      try {
        await directory.updateNameAndEmail(caller.userId, { name: body.name, email: body.email });
      } catch (error) {
        if (error instanceof EmailTakenError)
          throw conflict('That e-mail address belongs to another account');
        throw error;
      }
    }
    return saved;
  });

  const person = directory ? await directory.findById(caller.userId) : null;
  return toMeta(caller, person, true, profile);
}
