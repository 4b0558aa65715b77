import { describe, expect, it } from 'vitest';
import { findPeriod } from './dates';
import { planQuestion } from './intent';
import { Gazetteer } from './places';
import { editDistance } from './text';

const places = new Gazetteer([
  {
    locationId: 1001,
    name: 'Nariman Point Branch',
    city: 'Mumbai',
    state: 'Maharashtra',
    status: 'active',
  },
  {
    locationId: 1002,
    name: 'Andheri West Branch',
    city: 'Mumbai',
    state: 'Maharashtra',
    status: 'active',
  },
  {
    locationId: 1003,
    name: 'Andheri West ATM',
    city: 'Mumbai',
    state: 'Maharashtra',
    status: 'active',
  },
  {
    locationId: 1004,
    name: 'Shivajinagar Branch',
    city: 'Pune',
    state: 'Maharashtra',
    status: 'active',
  },
  {
    locationId: 1005,
    name: 'Koramangala Branch',
    city: 'Bengaluru',
    state: 'Karnataka',
    status: 'inactive',
  },
]);

describe('places', () => {
  it('finds states, cities and partial location names, tolerant of case and slips', () => {
    expect(places.find('branches in maharastra')).toMatchObject({
      kind: 'state',
      label: 'Maharashtra',
      locationIds: [1001, 1002, 1003, 1004],
    });
    expect(places.find('devices in PUNE')).toMatchObject({ kind: 'city', locationIds: [1004] });
    expect(places.find('absent at Andheri')).toMatchObject({
      kind: 'location',
      label: 'Andheri',
      locationIds: [1002, 1003],
    });
    expect(places.find('absent at Andheri West Branch')).toMatchObject({ locationIds: [1002] });
    expect(places.find('at Koramangla')).toMatchObject({ locationIds: [1005] });
    expect(places.find('how many branches')).toBeNull();
    expect(places.find('in Harbor Dock')).toBeNull();
  });

  it('resolves a tool argument only when the whole of it is a place', () => {
    expect(places.resolve('1004')).toMatchObject({ locationIds: [1004] });
    expect(places.resolve('999')).toBeNull();
    expect(places.resolve('Pune')).toMatchObject({ kind: 'city' });
    expect(places.resolve('Harbor Pune Warehouse')).toBeNull();
  });

  it('counts a swap of two letters as one slip', () => {
    expect(editDistance('mahrashtra', 'maharashtra')).toBe(1);
    expect(editDistance('pnue', 'pune')).toBe(1);
  });
});

describe('periods', () => {
  const today = '2026-11-27';
  it.each([
    ['today', '2026-11-27', '2026-11-27'],
    ['yesterday', '2026-11-26', '2026-11-26'],
    ['last week', '2026-11-16', '2026-11-22'],
    ['last month', '2026-10-01', '2026-10-31'],
    ['in October', '2026-10-01', '2026-10-31'],
    ['in December', '2025-12-01', '2025-12-31'],
    ['this financial year', '2026-04-01', '2027-03-31'],
    ['on 12 March', '2026-03-12', '2026-03-12'],
    ['on 2026-10-05', '2026-10-05', '2026-10-05'],
  ])('reads "%s"', (phrase, from, to) => {
    expect(findPeriod(`alerts ${phrase}`, today)).toMatchObject({ from, to });
  });
  it('is null when no time is named', () => {
    expect(findPeriod('how many devices', today)).toBeNull();
  });
});

describe('planning', () => {
  const plan = (question: string) => planQuestion({ question, today: '2026-11-27', places });
  it('maps questions to one tool with the understood parts', () => {
    expect(plan('Which branches in Maharashtra are overdue for pest control this month?')).toEqual({
      kind: 'tool',
      tool: 'pest_control_status',
      args: { place: 'Maharashtra', year: 2026, month: 11, status: 'overdue' },
      understood: ['Pest control', 'Maharashtra', 'this month', 'overdue'],
    });
    expect(plan('who was absent at Andheri yesterday?')).toMatchObject({
      tool: 'attendance_on_day',
      args: { place: 'Andheri', date: '2026-11-26', show: 'absent' },
    });
  });
  it('never guesses: unknown places, other organisations and unmapped questions get rephrasings', () => {
    expect(plan('devices in Harbor Dock')).toMatchObject({ kind: 'rephrase' });
    expect(plan('devices at location 77')).toMatchObject({ kind: 'rephrase' });
    expect(plan('list all organisations')).toMatchObject({ kind: 'rephrase' });
    expect(plan('what is the weather like')).toMatchObject({ kind: 'rephrase' });
  });
});
