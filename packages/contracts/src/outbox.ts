import { z } from 'zod';
import { IsoDateTime, OrgId } from './common';
import { successEnvelope } from './envelope';

/** `GET /api/admin/outbox`: the organisation's sent mail, newest first, a page at a time. */
export const OutboxQuery = z.object({
  /** Optional; another organisation's id answers 404 like anything of theirs. */
  orgId: OrgId.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
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
  pagination: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});
export type OutboxData = z.infer<typeof OutboxData>;
export const OutboxResponse = successEnvelope(OutboxData);
