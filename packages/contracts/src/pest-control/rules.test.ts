import { describe, expect, it } from 'vitest';
import {
  addMonths,
  closestInSameMonth,
  completionPercentage,
  currentMonthIn,
  latestRecord,
  linkRefusal,
  locationPeriodStatus,
  monthRange,
  monthsEndingWith,
  periodStatus,
  scheduledServiceState,
  scheduledServiceStateLabels,
  periodStatusLabels,
} from './rules';
import { CreatePestControlBody, ListPestControlQuery } from './records';
import { PatchScheduleBody } from './schedules';
import { reportFileProblem } from './files';

const nov = { year: 2026, month: 11 };

describe('period status', () => {
  it('is completed with a record, pending now or later without, overdue before', () => {
    expect(periodStatus(true, { year: 2026, month: 1 }, nov)).toBe('completed');
    expect(periodStatus(true, { year: 2027, month: 1 }, nov)).toBe('completed');
    expect(periodStatus(false, nov, nov)).toBe('pending');
    expect(periodStatus(false, { year: 2027, month: 1 }, nov)).toBe('pending');
    expect(periodStatus(false, { year: 2026, month: 10 }, nov)).toBe('overdue');
    expect(periodStatus(false, { year: 2025, month: 12 }, { year: 2026, month: 1 })).toBe(
      'overdue',
    );
  });

  it('counts only records inside the month, its first and last day included', () => {
    const records = [
      { serviceDate: '2026-10-31', serviceTime: '23:59' },
      { serviceDate: '2026-12-01', serviceTime: '00:00' },
    ];
    expect(locationPeriodStatus(records, nov, nov).status).toBe('pending');
    expect(locationPeriodStatus(records, { year: 2026, month: 10 }, nov).status).toBe('completed');
    const first = [{ serviceDate: '2026-11-01' }];
    const last = [{ serviceDate: '2026-11-30' }];
    expect(
      locationPeriodStatus(first, { year: 2026, month: 11 }, { year: 2027, month: 1 }),
    ).toEqual({ status: 'completed', latest: first[0] });
    expect(locationPeriodStatus(last, nov, nov).status).toBe('completed');
    expect(locationPeriodStatus([], { year: 2026, month: 10 }, nov).status).toBe('overdue');
  });

  it("uses the location's latest record of the period", () => {
    const records = [
      { serviceDate: '2026-11-03', serviceTime: '09:00', createdAt: '2026-11-03T04:00:00Z' },
      { serviceDate: '2026-11-20', serviceTime: '08:00', createdAt: '2026-11-20T03:00:00Z' },
      { serviceDate: '2026-11-20', serviceTime: '15:00', createdAt: '2026-11-20T10:00:00Z' },
      { serviceDate: '2026-12-02', serviceTime: '10:00', createdAt: '2026-12-02T05:00:00Z' },
    ];
    expect(locationPeriodStatus(records, nov, nov).latest).toBe(records[2]);
    expect(latestRecord(records)).toBe(records[3]);
    expect(latestRecord([])).toBeNull();
  });

  it("reads the current month in the organisation's time zone", () => {
    // 18:45 UTC on 31 October is already 1 November in India, still October in New York.
    const instant = new Date('2026-10-31T18:45:00Z');
    expect(currentMonthIn('Asia/Kolkata', instant)).toEqual({ year: 2026, month: 11 });
    expect(currentMonthIn('America/New_York', instant)).toEqual({ year: 2026, month: 10 });
    expect(currentMonthIn('UTC', instant)).toEqual({ year: 2026, month: 10 });
    // So an October without a record is overdue in Kolkata and pending in New York.
    const october = { year: 2026, month: 10 };
    expect(periodStatus(false, october, currentMonthIn('Asia/Kolkata', instant))).toBe('overdue');
    expect(periodStatus(false, october, currentMonthIn('America/New_York', instant))).toBe(
      'pending',
    );
  });

  it('walks months across year ends', () => {
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(monthsEndingWith({ year: 2026, month: 2 }, 3)).toEqual([
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
    ]);
    expect(monthRange({ year: 2028, month: 2 })).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
    expect(monthRange({ year: 2026, month: 2 }).endDate).toBe('2026-02-28');
  });
});

describe('schedule matching', () => {
  const records = [
    { id: 'a', serviceDate: '2026-11-02' },
    { id: 'b', serviceDate: '2026-11-14' },
    { id: 'c', serviceDate: '2026-11-18' },
    { id: 'd', serviceDate: '2026-12-01' },
  ];
  const dateOf = (record: { serviceDate: string }) => record.serviceDate;

  it('needs the same month and takes the closest date', () => {
    expect(closestInSameMonth('2026-11-15', records, dateOf)?.id).toBe('b');
    expect(closestInSameMonth('2026-11-17', records, dateOf)?.id).toBe('c');
    // 1 December is one day from 30 November but in another month.
    expect(closestInSameMonth('2026-11-30', records, dateOf)?.id).toBe('c');
    expect(closestInSameMonth('2026-10-31', records, dateOf)).toBeNull();
    expect(closestInSameMonth('2027-11-14', records, dateOf)).toBeNull();
  });

  it('takes the earlier date on a tie', () => {
    expect(closestInSameMonth('2026-11-16', records, dateOf)?.id).toBe('b');
  });

  it('links a record of the same location and month only, and then the schedule is done', () => {
    const schedule = { status: 'scheduled' as const, scheduleDate: '2026-11-15', locationId: 7 };
    expect(linkRefusal(schedule, { id: 'r', serviceDate: '2026-11-30', locationId: 7 })).toBeNull();
    expect(linkRefusal(schedule, { id: 'r', serviceDate: '2026-12-01', locationId: 7 })).toBe(
      "The service record is not in the schedule's month",
    );
    expect(linkRefusal(schedule, { id: 'r', serviceDate: '2026-11-15', locationId: 8 })).toMatch(
      /another location/,
    );
    const done = { ...schedule, status: 'completed' as const, pestControlRecordId: 'r' };
    expect(linkRefusal(done, { id: 'r', serviceDate: '2026-11-15', locationId: 7 })).toBeNull();
    expect(linkRefusal(done, { id: 's', serviceDate: '2026-11-15', locationId: 7 })).toMatch(
      /already completed/,
    );
  });

  it("reports pending, completed and missed visits, pending in the period status's word", () => {
    expect(
      scheduledServiceState({ status: 'completed', scheduleDate: '2026-01-01' }, '2026-11-24'),
    ).toBe('completed');
    expect(
      scheduledServiceState({ status: 'scheduled', scheduleDate: '2026-11-23' }, '2026-11-24'),
    ).toBe('missed');
    expect(
      scheduledServiceState({ status: 'scheduled', scheduleDate: '2026-11-24' }, '2026-11-24'),
    ).toBe('pending');
    expect(scheduledServiceStateLabels.pending).toBe(periodStatusLabels.pending);
    expect(scheduledServiceStateLabels.completed).toBe(periodStatusLabels.completed);
  });
});

describe('completion percentage', () => {
  it('is rounded to a whole number', () => {
    expect(completionPercentage(0, 0)).toBe(0);
    expect(completionPercentage(1, 3)).toBe(33);
    expect(completionPercentage(2, 3)).toBe(67);
    expect(completionPercentage(1, 8)).toBe(13);
    expect(completionPercentage(56, 56)).toBe(100);
  });
});

describe('pest control requests', () => {
  it('takes only the documented service types and real dates', () => {
    const body = {
      locationId: 1001,
      serviceDate: '2026-11-20',
      serviceTime: '10:30',
      serviceType: 'termite',
      orgId: '1',
    };
    expect(CreatePestControlBody.parse(body)).toMatchObject({ orgId: 1, serviceType: 'termite' });
    expect(CreatePestControlBody.safeParse({ ...body, serviceType: 'magic' }).success).toBe(false);
    expect(CreatePestControlBody.safeParse({ ...body, serviceDate: '2026-02-30' }).success).toBe(
      false,
    );
    expect(CreatePestControlBody.safeParse({ ...body, serviceTime: '24:00' }).success).toBe(false);
  });

  it('pages records 100 at most, newest first by default', () => {
    expect(ListPestControlQuery.parse({})).toMatchObject({
      page: 1,
      limit: 20,
      sortBy: 'serviceDate',
      sortOrder: 'desc',
    });
    expect(ListPestControlQuery.safeParse({ limit: '100' }).success).toBe(true);
    expect(ListPestControlQuery.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('tells the three schedule bodies apart', () => {
    expect(PatchScheduleBody.parse({ action: 'delete', orgId: 1 })).toEqual({
      action: 'delete',
      soft: true,
      orgId: 1,
    });
    expect(
      PatchScheduleBody.parse({
        orgId: 1,
        status: 'completed',
        completedDate: '2026-11-20',
        pestControlRecordId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
      }),
    ).toMatchObject({ status: 'completed' });
    expect(PatchScheduleBody.parse({ notes: 'Gate code 1234' })).toEqual({
      notes: 'Gate code 1234',
    });
    expect(PatchScheduleBody.safeParse({ status: 'completed', orgId: 1 }).success).toBe(false);
  });

  it('allows PDF and images up to 20 MB', () => {
    expect(reportFileProblem({ type: 'application/pdf', size: 20 * 1024 * 1024 })).toBeNull();
    expect(reportFileProblem({ type: 'image/png', size: 1 })).toBeNull();
    expect(reportFileProblem({ type: 'application/pdf', size: 20 * 1024 * 1024 + 1 })).toMatch(
      /20 MB/,
    );
    expect(reportFileProblem({ type: 'text/html', size: 10 })).toMatch(/Only PDF and image/);
  });
});
