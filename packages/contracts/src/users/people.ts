import { z } from 'zod';
import { roles } from '../auth/roles';
import type { EventType } from '../event-types';
import { boundedText, IsoDateTime, text } from '../common';
import { requestExamples, successEnvelope } from '../envelope';
import { Pagination, pageQuery } from '../paging';

/*
 * The organisation's people as its administrators manage them (`/admin/users`, issue 20): who
 * they are, their role (and vendor company for the vendor role), where their account stands,
 * and the actions on it. The user pool (embedded or Cognito) keeps the accounts.
 */

/**
 * Where a person's account stands: invited (has not yet replaced the temporary password),
 * active, disabled by an administrator, or locked out after failed sign-in attempts.
 */
const PERSON_STATUSES = ['invited', 'active', 'disabled', 'locked'] as const;
export const PersonStatus = z.enum(PERSON_STATUSES);
export type PersonStatus = z.infer<typeof PersonStatus>;
export const PERSON_STATUS_LABELS: Record<PersonStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Disabled',
  locked: 'Locked out',
};

const PersonRole = z.enum(roles, {
  error: `must be one of ${roles.join(', ')}`,
});

export const PersonRecord = z.object({
  /** The pool's id of the person (`sub`). */
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  /** Their vendor company (`custom:vendorId`), for the vendor role. */
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  status: PersonStatus,
  /** Whether a second factor is on. */
  mfa: z.boolean(),
  lastSignInAt: IsoDateTime.nullable(),
  /** Failed sign-ins since the last success. */
  failedSignIns: z.number().int(),
  createdAt: IsoDateTime,
  /** For an invited person: when the (latest) invitation went, and when its password expires. */
  invitedAt: IsoDateTime.nullable(),
  inviteExpiresAt: IsoDateTime.nullable(),
});
export type PersonRecord = z.infer<typeof PersonRecord>;

const PEOPLE_SORT_FIELDS = [
  'name',
  'email',
  'role',
  'vendor',
  'status',
  'mfa',
  'lastSignInAt',
  'createdAt',
] as const;

export const ListPeopleQuery = pageQuery({
  sortBy: PEOPLE_SORT_FIELDS,
  defaultSortBy: 'name',
  defaultLimit: 25,
  maxLimit: 100,
}).extend({
  /** Words found in any column: name, e-mail, role, vendor, status. */
  search: boundedText(100).optional(),
  role: PersonRole.optional(),
  status: PersonStatus.optional(),
  mfa: z.enum(['on', 'off']).optional(),
});
export type ListPeopleQuery = z.input<typeof ListPeopleQuery>;

/** Counts over the whole organisation, whatever the filters (the screen's summary and tiles). */
export const PeopleSummary = z.object({
  total: z.number().int(),
  active: z.number().int(),
  invited: z.number().int(),
  disabled: z.number().int(),
  locked: z.number().int(),
  /** People with a second factor on. */
  mfa: z.number().int(),
});
export type PeopleSummary = z.infer<typeof PeopleSummary>;

export const ListPeopleData = z.object({
  people: z.array(PersonRecord),
  pagination: Pagination,
  summary: PeopleSummary,
  /**
   * Whether this server can change people in its pool. A real Cognito pool without AWS
   * credentials is shown read-only, and `reason` says what is missing.
   */
  management: z.object({ available: z.boolean(), reason: z.string().nullable() }),
});
export type ListPeopleData = z.infer<typeof ListPeopleData>;
export const ListPeopleResponse = successEnvelope(ListPeopleData);

/** A vendor company's id as tokens carry it (`custom:vendorId`), e.g. 'VEN-001'. */
const VendorId = text()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/, 'must be a vendor id such as VEN-001');

const VENDOR_REQUIRED = 'A vendor user needs their vendor company';

/** The vendor role names its company; the other roles have none. */
const vendorFitsRole = (body: { role: string; vendorId?: string | null }, ctx: z.RefinementCtx) => {
  if (body.role === 'vendor' && !body.vendorId)
    ctx.addIssue({ code: 'custom', path: ['vendorId'], message: VENDOR_REQUIRED });
  if (body.role !== 'vendor' && body.vendorId)
    ctx.addIssue({
      code: 'custom',
      path: ['vendorId'],
      message: 'Only vendor users have a vendor',
    });
};

export const InvitePersonBody = z
  .strictObject({
    email: z.email('Enter a valid e-mail address').max(254),
    name: boundedText(100).min(1, 'Enter their name'),
    role: PersonRole,
    vendorId: VendorId.nullable().optional(),
  })
  .superRefine(vendorFitsRole)
  .meta(
    requestExamples(
      { email: 'new.colleague@lotus.example', name: 'Meera Nair', role: 'approver' },
      { email: 'guard.lead@lotus.example', name: 'Arjun Rao', role: 'vendor', vendorId: 'VEN-001' },
    ),
  );
export type InvitePersonBody = z.infer<typeof InvitePersonBody>;

export const ChangeRoleBody = z
  .strictObject({ role: PersonRole, vendorId: VendorId.nullable().optional() })
  .superRefine(vendorFitsRole)
  .meta(requestExamples({ role: 'viewer' }));
export type ChangeRoleBody = z.infer<typeof ChangeRoleBody>;

export const PersonParams = z.object({ userId: z.uuid('must be a user id') });
export type PersonParams = z.infer<typeof PersonParams>;

export const PersonResponse = successEnvelope(PersonRecord);

/** What several people can have done at once from the list. */
const BULK_PEOPLE_ACTIONS = ['disable', 'enable', 'change-role'] as const;

export const BulkPeopleBody = z
  .strictObject({
    userIds: z.array(z.uuid('must be a user id')).min(1, 'Choose at least one person').max(100),
    action: z.enum(BULK_PEOPLE_ACTIONS),
    role: PersonRole.optional(),
    vendorId: VendorId.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action !== 'change-role') return;
    if (!body.role)
      ctx.addIssue({ code: 'custom', path: ['role'], message: 'Choose the new role' });
    else vendorFitsRole({ role: body.role, vendorId: body.vendorId }, ctx);
  })
  .meta(
    requestExamples(
      {
        userIds: ['00000000-0000-4000-8000-000000000001'],
        action: 'change-role',
        role: 'viewer',
      },
      { userIds: ['00000000-0000-4000-8000-000000000001'], action: 'disable' },
    ),
  );
export type BulkPeopleBody = z.infer<typeof BulkPeopleBody>;

/** One person's outcome in a bulk action: done, or refused and why (the others still run). */
const BulkPeopleData = z.object({
  results: z.array(z.object({ userId: z.string(), ok: z.boolean(), error: z.string().nullable() })),
});
export const BulkPeopleResponse = successEnvelope(BulkPeopleData);

/**
 * The live event of a change to a person (`{ userId, signedOut }`): admins' lists re-fetch, and
 * with `signedOut` the person's own open event streams close (issue 23, item 3).
 */
export const PERSON_CHANGED_EVENT = 'users.person.changed' satisfies EventType;
