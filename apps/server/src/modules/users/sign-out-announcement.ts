import { PERSON_CHANGED_EVENT } from '@fm/contracts';
import type { Identity } from '@fm/identity';
import { inTenant } from '../../db/tenant';
import type { Platform } from '../../platform';
import { dropTicketsOf } from '../events';

/**
 * The pool ended sign-ins of a person in this process (their own global sign-out, a refresh
 * token revoked, an administrator's action): every process hears it through the live event, so
 * the person's open streams close wherever they are, and their unused stream tickets go.
 */
export async function announceSignOut(
  platform: Platform,
  identity: Identity,
  userId: string,
): Promise<void> {
  const person = await identity.directory?.findById(userId);
  const orgId = Number(person?.orgId);
  if (!Number.isSafeInteger(orgId) || orgId <= 0) return;
  await dropTicketsOf(platform.db, orgId, userId);
  await inTenant(platform.db, orgId, (tx) =>
    platform.events.publish(tx, {
      orgId,
      type: PERSON_CHANGED_EVENT,
      data: { userId, signedOut: true },
      audience: 'users:read',
    }),
  );
}
