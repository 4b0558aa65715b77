import type { PestControlSchedule } from '@fm/contracts';
import { describe, expect, it } from 'vitest';
import { scheduledServiceRows, stateTotals } from './scheduled-services';

const schedule = (overrides: Partial<PestControlSchedule>): PestControlSchedule => ({
  id: overrides.scheduleDate ?? 'x',
  orgId: 1,
  locationId: 1001,
  locationName: 'Andheri Branch',
  scheduleDate: '2026-11-10',
  status: 'scheduled',
  serviceType: 'general',
  notes: null,
  vendorId: 'VEN-002',
  completedDate: null,
  completedBy: null,
  pestControlRecordId: null,
  createdBy: 'pest@demo.example',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  ...overrides,
});

describe('scheduled services report', () => {
  const schedules = [
    schedule({ scheduleDate: '2026-11-30' }),
    schedule({ scheduleDate: '2026-11-02', status: 'completed', completedDate: '2026-11-03' }),
    schedule({ scheduleDate: '2026-11-20' }),
  ];

  it('lists visits by date as pending, completed or missed on the day', () => {
    const rows = scheduledServiceRows(schedules, '2026-11-24');
    expect(rows.map((row) => [row.scheduleDate, row.state])).toEqual([
      ['2026-11-02', 'completed'],
      ['2026-11-20', 'missed'],
      ['2026-11-30', 'pending'],
    ]);
    expect(stateTotals(rows)).toEqual({ pending: 1, completed: 1, missed: 1 });
    expect(scheduledServiceRows(schedules, '2026-11-24', 'missed')).toHaveLength(1);
  });
});
