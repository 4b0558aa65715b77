import type { PestControlStatusQuery } from '@fm/contracts';
import {
  completionPercentage,
  currentMonthIn,
  locationDisplayName,
  monthKey,
  monthRange,
  monthsEndingWith,
  periodStatus,
  type LocationStatusRow,
  type PestControlStatusData,
} from '@fm/contracts';
import type { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { inTenant } from '../../db/tenant';
import { findNamedLocation } from '../../shared/location-lookup';
import { orgTimeZone } from '../../shared/org-time';
import type { ServiceContext } from '../../shared/service-context';
import { selectLastServiceByMonth, selectStatusLocations } from './status-queries';
import { recordScope } from './scope';

/**
 * `GET /pest-control/status`: the period status (spec section 4) of every location in service for
 * each of the months ending with the asked one, with the summary: completed and pending in the
 * last month, overdue in any month shown (decision 051). Two queries: the
 * locations, and per location and month the latest service date (one grouped scan of the
 * records in the range).
 */
export async function pestControlStatus(
  { db, caller, platform }: ServiceContext,
  query: z.output<typeof PestControlStatusQuery>,
): Promise<PestControlStatusData> {
  authorize(caller, 'pest-control:read');
  return inTenant(
    db,
    caller.orgId,
    async (tx) => {
      if (query.locationId) await findNamedLocation(tx, caller.orgId, query.locationId);
      const timeZone = await orgTimeZone(tx, caller.orgId);
      const current = currentMonthIn(timeZone, platform.clock.now());
      const last = { year: query.year ?? current.year, month: query.month ?? current.month };
      const months = monthsEndingWith(last, query.months);
      const keys = months.map(monthKey);

      const places = await selectStatusLocations(tx, caller.orgId, query);
      const serviced = await selectLastServiceByMonth(tx, caller.orgId, recordScope(caller), {
        from: monthRange(months[0]!).startDate,
        to: monthRange(last).endDate,
        serviceType: query.serviceType,
        locationId: query.locationId,
      });

      const byLocation = new Map<number, Map<string, string>>();
      for (const row of serviced) {
        let seen = byLocation.get(row.locationId);
        if (!seen) byLocation.set(row.locationId, (seen = new Map()));
        seen.set(row.month, row.last ?? '');
      }

      const summary = { total: 0, completed: 0, pending: 0, overdue: 0 };
      const rows: LocationStatusRow[] = [];
      for (const place of places) {
        const seen = byLocation.get(place.locationId);
        const lastServiceDates = keys.map((key) => seen?.get(key) ?? null);
        const statuses = months.map((period, index) =>
          periodStatus(lastServiceDates[index] !== null, period, current),
        );
        const now = statuses[statuses.length - 1]!;
        // Overdue is a past month without a record, so it is counted over the grid's months
        // (the marks people see), not the current month alone, which is never overdue.
        const overdue = statuses.includes('overdue');
        summary.total += 1;
        if (now !== 'overdue') summary[now] += 1;
        if (overdue) summary.overdue += 1;
        if (query.status === 'overdue' ? !overdue : query.status && now !== query.status) continue;
        rows.push({
          locationId: place.locationId,
          locationName: locationDisplayName(place),
          city: place.city,
          state: place.state,
          statuses,
          lastServiceDates,
        });
      }
      return {
        timeZone,
        currentMonth: monthKey(current),
        months: keys,
        locations: rows,
        summary: {
          ...summary,
          completionPercentage: completionPercentage(summary.completed, summary.total),
        },
      };
    },
    { readOnly: true },
  );
}
