import {
  pageWindow,
  paginationOf,
  type OutboxData,
  type OutboxMail,
  type OutboxQuery,
} from '@fm/contracts';
import { assertOwnOrg, authorize } from '../../auth/authorize';
import type { mailOutbox } from '../../db/schema';
import { inTenant } from '../../db/tenant';
import type { ServiceContext } from '../../shared/service-context';
import { countMails, selectMailPage } from './queries';

/**
 * What the admins see of a mail. A mail that carried a secret (a sign-in code, a temporary
 * password) was stored without it (`Mail.redactedText`): the outbox shows that it was sent,
 * never the secret, with or without SMTP.
 */
function toOutboxMail(row: typeof mailOutbox.$inferSelect): OutboxMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** `GET /api/admin/outbox`: the organisation's mail, newest first, one page. */
export async function listOutbox(
  { db, caller }: ServiceContext,
  query: OutboxQuery,
): Promise<OutboxData> {
  authorize(caller, 'outbox:read');
  assertOwnOrg(caller, query.orgId);
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      const rows = await selectMailPage(tx, caller.orgId, pageWindow(query));
      const total = await countMails(tx, caller.orgId);
      return {
        mails: rows.map(toOutboxMail),
        pagination: paginationOf(total, query),
      };
    },
    { readOnly: true },
  );
}
