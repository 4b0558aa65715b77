import { roles, type BulkPeopleBody, type ChangeRoleBody, type PersonRecord } from '@fm/contracts';
import type { AdminApi } from '@fm/identity';
import { authorize } from '../../auth/authorize';
import { AppError, conflict } from '../../http/errors';
import type { ServiceContext } from '../../shared/service-context';
import {
  assertManageable,
  personRecord,
  recordChange,
  recordContext,
  unknownVendor,
} from './people-service';
import {
  findOrgPerson,
  listOrgPeople,
  setPoolRole,
  temporaryPassword,
  type PoolPerson,
} from './pool-people';

/*
 * What an administrator does to one person's account. Each change is made in the pool first
 * (Cognito's admin API, either pool), then recorded here in one transaction: the audit row with
 * before and after, the live event, and for the changes that take access away the end of the
 * person's sign-ins (their next API call is refused and their event stream closes).
 */

const isActiveAdmin = (p: PoolPerson) => p.role === 'admin' && p.enabled && !p.invited;

/**
 * The guard rails: nobody disables, demotes or deletes themselves, and the organisation keeps
 * at least one active admin.
 */
async function assertNotSelfOrLastAdmin(
  ctx: ServiceContext,
  api: AdminApi,
  person: PoolPerson,
  doing: 'disable' | 'demote' | 'delete',
) {
  if (isActiveAdmin(person)) {
    const people = await listOrgPeople(api, ctx.caller.orgId, { withMfa: false });
    if (!people.some((p) => p.userId !== person.userId && isActiveAdmin(p)))
      throw conflict(
        `${person.name} is the organisation's last active admin: make someone else an admin first`,
      );
  }
  if (person.userId === ctx.caller.userId) throw conflict(`You cannot ${doing} yourself`);
}

async function target(ctx: ServiceContext, api: AdminApi, userId: string) {
  authorize(ctx.caller, 'users:manage');
  await assertManageable(api);
  return findOrgPerson(api, ctx.caller.orgId, userId);
}

/** Ends every session of the person in the pool (their refresh tokens stop working). */
const signOutInPool = (api: AdminApi, person: PoolPerson) =>
  api.call('AdminUserGlobalSignOut', { Username: person.userId });

/** `PUT /api/admin/users/{userId}/role`: the new role applies from their next sign-in. */
export async function changeRole(
  ctx: ServiceContext,
  api: AdminApi,
  userId: string,
  body: ChangeRoleBody,
): Promise<PersonRecord> {
  const person = await target(ctx, api, userId);
  const vendorId = body.role === 'vendor' ? (body.vendorId ?? null) : null;
  if (person.role === body.role && person.vendorId === vendorId)
    return personRecord(ctx, api, userId);
  if (person.role === 'admin' && body.role !== 'admin')
    await assertNotSelfOrLastAdmin(ctx, api, person, 'demote');
  if (vendorId && !(await recordContext(ctx)).vendors.has(vendorId)) throw unknownVendor(vendorId);
  await setPoolRole(api, person, body.role, vendorId, roles);
  await signOutInPool(api, person);
  await recordChange(
    ctx,
    userId,
    {
      action: 'users.person.role-changed',
      changes: {
        before: { role: person.role, vendorId: person.vendorId },
        after: { role: body.role, vendorId },
      },
    },
    { endSignIns: true },
  );
  return personRecord(ctx, api, userId);
}

/** `POST /api/admin/users/{userId}/disable` and `/enable`. */
export async function setEnabled(
  ctx: ServiceContext,
  api: AdminApi,
  userId: string,
  enabled: boolean,
): Promise<PersonRecord> {
  const person = await target(ctx, api, userId);
  if (person.enabled === enabled) return personRecord(ctx, api, userId);
  if (!enabled) {
    await assertNotSelfOrLastAdmin(ctx, api, person, 'disable');
    // Sessions first: a real Cognito pool may refuse to sign out a user already disabled.
    await signOutInPool(api, person);
    await api.call('AdminDisableUser', { Username: userId });
  } else {
    await api.call('AdminEnableUser', { Username: userId });
  }
  await recordChange(
    ctx,
    userId,
    {
      action: enabled ? 'users.person.enabled' : 'users.person.disabled',
      changes: { before: { enabled: person.enabled }, after: { enabled } },
    },
    { endSignIns: !enabled },
  );
  return personRecord(ctx, api, userId);
}

/**
 * `POST /api/admin/users/{userId}/reset-password`: a new temporary password is mailed (Cognito:
 * a temporary password set, then the invitation resent), and their sessions end.
 */
export async function resetPassword(
  ctx: ServiceContext,
  api: AdminApi,
  userId: string,
): Promise<PersonRecord> {
  const person = await target(ctx, api, userId);
  if (person.userId === ctx.caller.userId)
    throw conflict('Change your own password from your profile, not here');
  await api.call('AdminSetUserPassword', {
    Username: userId,
    Password: temporaryPassword(),
    Permanent: false,
  });
  await api.call('AdminCreateUser', {
    Username: person.email,
    MessageAction: 'RESEND',
    DesiredDeliveryMediums: ['EMAIL'],
  });
  await signOutInPool(api, person);
  await recordChange(
    ctx,
    userId,
    {
      action: 'users.person.password-reset',
      changes: { before: { invited: person.invited }, after: { invited: true } },
    },
    { endSignIns: true },
  );
  return personRecord(ctx, api, userId);
}

/** `POST /api/admin/users/{userId}/reset-mfa`: their second factors are turned off (a lost phone). */
export async function resetMfa(
  ctx: ServiceContext,
  api: AdminApi,
  userId: string,
): Promise<PersonRecord> {
  const person = await target(ctx, api, userId);
  await api.call('AdminSetUserMFAPreference', {
    Username: userId,
    SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    EmailMfaSettings: { Enabled: false, PreferredMfa: false },
  });
  await signOutInPool(api, person);
  await recordChange(
    ctx,
    userId,
    {
      action: 'users.person.mfa-reset',
      changes: { before: { mfa: person.mfa }, after: { mfa: false } },
    },
    { endSignIns: true },
  );
  return personRecord(ctx, api, userId);
}

/** `POST /api/admin/users/{userId}/sign-out`: every sign-in of the person ends now. */
export async function signOutEverywhere(
  ctx: ServiceContext,
  api: AdminApi,
  userId: string,
): Promise<PersonRecord> {
  const person = await target(ctx, api, userId);
  await signOutInPool(api, person);
  await recordChange(
    ctx,
    userId,
    { action: 'users.person.sessions-revoked', changes: { before: null, after: null } },
    { endSignIns: true },
  );
  return personRecord(ctx, api, userId);
}

/**
 * `POST /api/admin/users/bulk`: one action for several people, each on its own (one refused,
 * say the caller themselves, does not stop the others); every outcome is answered.
 */
export async function bulkAction(ctx: ServiceContext, api: AdminApi, body: BulkPeopleBody) {
  authorize(ctx.caller, 'users:manage');
  await assertManageable(api);
  const userIds = [...new Set(body.userIds)];
  // Anyone not of the organisation is a 404 for the whole request, before anything changes.
  for (const userId of userIds) await findOrgPerson(api, ctx.caller.orgId, userId);
  const results = [];
  for (const userId of userIds) {
    try {
      if (body.action === 'change-role')
        await changeRole(ctx, api, userId, { role: body.role!, vendorId: body.vendorId ?? null });
      else await setEnabled(ctx, api, userId, body.action === 'enable');
      results.push({ userId, ok: true, error: null });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      results.push({ userId, ok: false, error: error.message });
    }
  }
  return { results };
}
