import {
  PERSON_CHANGED_EVENT,
  paginationOf,
  pageWindow,
  type InvitePersonBody,
  type ListPeopleData,
  type ListPeopleQuery,
  type PersonRecord,
} from '@fm/contracts';
import type { AdminApi } from '@fm/identity';
import { authorize } from '../../auth/authorize';
import { inTenant } from '../../db/tenant';
import { AppError, conflict } from '../../http/errors';
import { writeAudit, type AuditEntry } from '../../shared/audit';
import type { ServiceContext } from '../../shared/service-context';
import type { Transaction } from '../../db/client';
import { dropTicketsOf } from '../events';
import { recordRevocation, signInFacts, vendorNames } from './people-queries';
import { selectPeople, summarise, toPersonRecord, type RecordContext } from './people-records';
import { createPoolPerson, findOrgPerson, listOrgPeople, type PoolPerson } from './pool-people';

/** A vendor id the organisation has no company for: a 400 naming the field. */
export function unknownVendor(vendorId: string): AppError {
  const message = `There is no vendor ${vendorId} in this organisation`;
  return new AppError(400, 'VALIDATION_FAILED', `Invalid request - body.vendorId: ${message}`, [
    { path: 'body.vendorId', message },
  ]);
}

/** What the services of people share: the records' context, the audit and the announcement. */
export async function recordContext(ctx: ServiceContext): Promise<RecordContext> {
  const { facts, vendors } = await inTenant(
    ctx.db,
    ctx.caller.orgId,
    async (tx) => ({
      facts: await signInFacts(tx, ctx.caller.orgId),
      vendors: await vendorNames(tx, ctx.caller.orgId),
    }),
    { readOnly: true },
  );
  return {
    facts,
    vendors,
    inviteDays: ctx.platform.config.IDENTITY_TEMPORARY_PASSWORD_DAYS,
    now: ctx.platform.clock.now(),
  };
}

/** Changes are refused, before anything is done, when the pool cannot be managed from here. */
export async function assertManageable(api: AdminApi): Promise<void> {
  const reason = await api.unavailable();
  if (reason) throw conflict(reason);
}

/**
 * A change's records, in one transaction after the pool changed: the audit row (before/after),
 * the live event, and with `endSignIns` the end of the person's sign-ins here: tokens issued
 * before now are refused, unused stream tickets are deleted and open streams close (the event).
 */
export async function recordChange(
  ctx: ServiceContext,
  userId: string,
  audit: Omit<AuditEntry, 'entityType' | 'entityId'>,
  { endSignIns }: { endSignIns: boolean },
  work?: (tx: Transaction) => Promise<void>,
): Promise<void> {
  const { caller, platform } = ctx;
  await inTenant(ctx.db, caller.orgId, async (tx) => {
    if (endSignIns) await recordRevocation(tx, caller.orgId, userId, platform.clock.now());
    await work?.(tx);
    await writeAudit(tx, caller, { ...audit, entityType: 'user', entityId: userId });
    await platform.events.publish(tx, {
      orgId: caller.orgId,
      type: PERSON_CHANGED_EVENT,
      data: { userId, signedOut: endSignIns },
      audience: 'users:read',
    });
  });
  if (endSignIns) await dropTicketsOf(ctx.db, caller.orgId, userId);
}

/** A person's fields as the audit log keeps them. */
const auditView = (person: PoolPerson) => ({
  email: person.email,
  name: person.name,
  role: person.role,
  vendorId: person.vendorId,
  enabled: person.enabled,
  invited: person.invited,
});

/** `GET /api/admin/users`: the organisation's people, searched, filtered, sorted and paged. */
export async function listPeople(
  ctx: ServiceContext,
  api: AdminApi,
  query: ListPeopleQuery & { page: number; limit: number },
): Promise<ListPeopleData> {
  authorize(ctx.caller, 'users:read');
  const reason = await api.unavailable();
  const context = await recordContext(ctx);
  const everyone = reason
    ? []
    : (await listOrgPeople(api, ctx.caller.orgId)).map((p) => toPersonRecord(p, context));
  const selected = selectPeople(everyone, query as Parameters<typeof selectPeople>[1]);
  const { offset, limit } = pageWindow(query);
  return {
    people: selected.slice(offset, offset + limit),
    pagination: paginationOf(selected.length, query),
    summary: summarise(everyone),
    management: { available: reason === null, reason },
  };
}

/** One person of the organisation as the list shows them. */
export async function personRecord(
  ctx: ServiceContext,
  api: AdminApi,
  userId: string,
): Promise<PersonRecord> {
  return toPersonRecord(
    await findOrgPerson(api, ctx.caller.orgId, userId),
    await recordContext(ctx),
  );
}

/**
 * `POST /api/admin/users`: invites a person. The pool mails them a temporary password (the
 * outbox, and SMTP when set) that signs in for IDENTITY_TEMPORARY_PASSWORD_DAYS; an address
 * that has an account already is a 409 saying so.
 */
export async function invitePerson(
  ctx: ServiceContext,
  api: AdminApi,
  body: InvitePersonBody,
): Promise<PersonRecord> {
  authorize(ctx.caller, 'users:manage');
  await assertManageable(api);
  const vendorId = body.role === 'vendor' ? (body.vendorId ?? null) : null;
  if (vendorId) {
    const vendors = (await recordContext(ctx)).vendors;
    if (!vendors.has(vendorId)) throw unknownVendor(vendorId);
  }
  const created = await createPoolPerson(api, {
    email: body.email.trim().toLowerCase(),
    name: body.name,
    role: body.role,
    vendorId,
    orgId: ctx.caller.orgId,
  });
  await recordChange(
    ctx,
    created.userId,
    { action: 'users.person.invited', changes: { before: null, after: auditView(created) } },
    { endSignIns: false },
  );
  return personRecord(ctx, api, created.userId);
}

/** The person must still be invited (not yet signed in with a password of their own). */
async function invitedPerson(ctx: ServiceContext, api: AdminApi, userId: string) {
  const person = await findOrgPerson(api, ctx.caller.orgId, userId);
  if (!person.invited)
    throw conflict(`${person.name} has already accepted the invitation: there is none to change`);
  return person;
}

/** `POST /api/admin/users/{userId}/resend-invite`: a new temporary password, mailed again. */
export async function resendInvite(
  ctx: ServiceContext,
  api: AdminApi,
  userId: string,
): Promise<PersonRecord> {
  authorize(ctx.caller, 'users:manage');
  await assertManageable(api);
  const person = await invitedPerson(ctx, api, userId);
  await api.call('AdminCreateUser', {
    Username: person.email,
    MessageAction: 'RESEND',
    DesiredDeliveryMediums: ['EMAIL'],
  });
  await recordChange(
    ctx,
    userId,
    {
      action: 'users.person.invite-resent',
      changes: { before: { invitedAt: person.updatedAt.toISOString() }, after: { resent: true } },
    },
    { endSignIns: false },
  );
  return personRecord(ctx, api, userId);
}

/** `DELETE /api/admin/users/{userId}/invite`: the invitation is withdrawn and the account goes. */
export async function revokeInvite(
  ctx: ServiceContext,
  api: AdminApi,
  userId: string,
): Promise<{ userId: string }> {
  authorize(ctx.caller, 'users:manage');
  await assertManageable(api);
  const person = await invitedPerson(ctx, api, userId);
  await api.call('AdminDeleteUser', { Username: userId });
  await recordChange(
    ctx,
    userId,
    { action: 'users.person.invite-revoked', changes: { before: auditView(person), after: null } },
    { endSignIns: true },
  );
  return { userId };
}
