import type { Organization } from '@fm/contracts';
import type { LiveEventBus } from '../../platform/events/bus';
import { createOrgMemo, type OrgMemo } from '../../platform/events/org-memo';

const memos = new WeakMap<LiveEventBus, OrgMemo<Organization>>();

/**
 * The organisation answer (`GET /api/organization/{id}`, on every screen) kept in this process
 * until its row changes (decision 045): the trigger `organizations_changed` tells every process;
 * branding, which renames it, also forgets it here at once. One memo per event bus.
 */
export function organizationCache(events: LiveEventBus): OrgMemo<Organization> {
  let memo = memos.get(events);
  if (!memo) {
    memo = createOrgMemo<Organization>(events, 'organizations');
    memos.set(events, memo);
  }
  return memo;
}
