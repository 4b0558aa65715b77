import { z } from 'zod';
import { IsoDateTime, OrgId } from './common';
import { successEnvelope } from './envelope';
import { Pagination, pageQuery } from './paging';

/**
 * `GET /api/admin/outbox?page=&limit=`: the organisation's mail, newest first, a page at a time
 * (the one paging contract; the only order is newest first).
 */
export const OutboxQuery = pageQuery({
  sortBy: ['createdAt'],
  defaultSortBy: 'createdAt',
  defaultSortOrder: 'desc',
  defaultLimit: 20,
  maxLimit: 100,
}).extend({
  /** Optional; another organisation's id answers 404 like anything of theirs. */
  orgId: OrgId.optional(),
});
export type OutboxQuery = z.infer<typeof OutboxQuery>;

export const OutboxMail = z.object({
  id: z.uuid(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The text, unless it held a one-time secret that SMTP already delivered (then a note). */
  text: z.string(),
  createdAt: IsoDateTime,
  /** When SMTP accepted it; null while it is kept in the outbox only. */
  sentAt: IsoDateTime.nullable(),
  /** Why SMTP refused it, if it did. */
  error: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

export const OutboxData = z.object({
  mails: z.array(OutboxMail),
  pagination: Pagination,
});
export type OutboxData = z.infer<typeof OutboxData>;
export const OutboxResponse = successEnvelope(OutboxData);
