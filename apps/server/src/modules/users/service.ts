import {
  defaultPreferences,
  resolveRole,
  type UpdateProfileBody,
  type UserMeta,
  type VerifyEmailBody,
} from '@fm/contracts';
import { EmailCodeRejected, type DirectoryUser, type IdentityDirectory } from '@fm/identity';
import { authorize } from '../../auth/authorize';
import type { Caller } from '../../auth/caller';
import { inTenant } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../http/errors';
import { writeAudit } from '../../shared/audit';
import type { ServiceContext } from '../../shared/service-context';
import { selectProfile, upsertPreferences, type ProfileRow } from './queries';

/**
 * With a real Cognito user pool (COGNITO_USER_POOL_ID) the pool keeps people's names and e-mail
 * addresses, and this server holds no credentials to change them there (`directory` is null): a
 * change is refused (409) rather than made only here, where the next sign-in would undo it.
 */
const KEPT_BY_COGNITO =
  'Name and e-mail cannot be changed here: this server signs people in with a Cognito user pool, which keeps them. Ask your administrator to change them there.';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function toMeta(
  caller: Caller,
  person: DirectoryUser | null,
  self: boolean,
  profile?: ProfileRow,
  pendingEmail?: string | null,
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
    ...(self ? { pendingEmail: pendingEmail ?? null } : {}),
  };
}

/**
 * The caller as the pool knows them: found by the token's subject (never by an e-mail, which
 * may have moved to someone else since the token was issued), in the token's organisation.
 */
async function callerInPool(caller: Caller, directory: IdentityDirectory | null) {
  const me = directory ? await directory.findById(caller.userId) : null;
  return me && me.orgId === String(caller.orgId) ? me : null;
}

/**
 * `GET /api/user/{email}`: the caller's own metadata (the address is theirs by the token or by
 * the pool, and they are resolved by the token's subject), or, for those who may read users, a
 * person of the same organisation. Anyone else, in this organisation or another, is a 404.
 */
export async function getUserMeta(
  { db, caller }: ServiceContext,
  directory: IdentityDirectory | null,
  email: string,
): Promise<UserMeta> {
  const me = await callerInPool(caller, directory);
  const self = sameEmail(email, caller.email) || (me !== null && sameEmail(email, me.email));
  let person: DirectoryUser | null;
  if (self) {
    if (directory && !me) throw notFound('User');
    person = me;
  } else {
    authorize(caller, 'users:read');
    person = directory ? await directory.findByEmail(email) : null;
    if (!person || person.orgId !== String(caller.orgId)) throw notFound('User');
  }
  const userId = person?.id ?? caller.userId;
  const profile = await inTenant(db, caller.orgId, (tx) => selectProfile(tx, userId), {
    readOnly: true,
  });
  const pending = self && directory ? await directory.pendingEmail(caller.userId) : null;
  return toMeta(caller, person, self, profile, pending);
}

/**
 * The Profile Settings dialog: the name in the user pool, preferences here; audited. A new
 * e-mail is not taken at once: the pool mails a code to it, and it becomes the sign-in name only
 * when that code is confirmed (`verifyOwnEmail`). The answer is the same whether or not another
 * account holds the address.
 */
export async function updateOwnProfile(
  { db, caller }: ServiceContext,
  directory: IdentityDirectory | null,
  body: UpdateProfileBody,
): Promise<UserMeta> {
  authorize(caller, 'profile:edit-own');
  const before = await callerInPool(caller, directory);
  if (directory && !before) throw notFound('User');
  // Refused before anything is written or sent: preferences alone are ours to save.
  if (!directory && (body.name !== caller.name || !sameEmail(body.email, caller.email)))
    throw conflict(KEPT_BY_COGNITO);
  const emailChange = before !== null && !sameEmail(before.email, body.email);

  const profile = await inTenant(db, caller.orgId, async (tx) => {
    const previous = await selectProfile(tx, caller.userId);
    const saved = await upsertPreferences(tx, caller.userId, caller.orgId, body.preferences);
    await writeAudit(tx, caller, {
      action: 'users.profile.updated',
      entityType: 'user',
      entityId: caller.userId,
      changes: {
        before: {
          name: before?.name ?? caller.name,
          preferences: previous && {
            notifications: previous.notifications,
            temperatureUnit: previous.temperatureUnit,
          },
        },
        after: {
          name: body.name,
          preferences: body.preferences,
          ...(emailChange ? { pendingEmail: body.email.trim().toLowerCase() } : {}),
        },
      },
    });
    // The pool is changed last, inside the transaction's lifetime: if it fails, the preferences
    // and the audit row roll back with it.
    if (directory && before && before.name !== body.name)
      await directory.updateName(caller.userId, body.name);
    return saved;
  });
  if (directory && emailChange) await directory.requestEmailChange(caller.userId, body.email);

  const person = directory ? await directory.findById(caller.userId) : null;
  const pending = directory ? await directory.pendingEmail(caller.userId) : null;
  return toMeta(caller, person, true, profile, pending);
}

/**
 * `POST /api/profile/email-verification`: the code mailed to the pending address makes it the
 * sign-in e-mail (Cognito's VerifyUserAttribute). Audited.
 */
export async function verifyOwnEmail(
  { db, caller }: ServiceContext,
  directory: IdentityDirectory | null,
  body: VerifyEmailBody,
): Promise<UserMeta> {
  authorize(caller, 'profile:edit-own');
  const before = await callerInPool(caller, directory);
  if (!directory) throw conflict(KEPT_BY_COGNITO);
  if (!before) throw badRequest('There is no e-mail change to confirm');
  let person: DirectoryUser;
  try {
    person = await directory.confirmEmailChange(caller.userId, body.code);
  } catch (error) {
    if (error instanceof EmailCodeRejected) throw badRequest(error.message);
    throw error;
  }
  const profile = await inTenant(db, caller.orgId, async (tx) => {
    await writeAudit(tx, caller, {
      action: 'users.profile.email-verified',
      entityType: 'user',
      entityId: caller.userId,
      changes: { before: { email: before.email }, after: { email: person.email } },
    });
    return selectProfile(tx, caller.userId);
  });
  return toMeta(caller, person, true, profile, null);
}
