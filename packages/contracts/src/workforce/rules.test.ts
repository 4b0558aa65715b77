import { describe, expect, it } from 'vitest';
import { AttendanceRegisterQuery, MarkAttendanceBody } from './attendance';
import { dailyEmailDue, dailyEmailText } from './email';
import { CreateVendorEmployeeBody, ListVendorEmployeesQuery } from './employee';
import { buildMonthlyReport, monthInfo } from './monthly-report';
import { CreateRecipientBody } from './recipients';
import { ATTENDANCE_MESSAGES, addDays, checkinDateRefusal, dateRange, markRefusal } from './rules';

const employee = { name: 'Ravi Kumar', status: 'active' as const, locationIds: [1001, 1002] };
const now = { date: '2026-11-24', time: '12:30:00' };

describe('attendance marks', () => {
  it('allows a mark today before now at an assigned location', () => {
    expect(
      markRefusal({
        employee,
        locationId: 1002,
        checkinDate: '2026-11-24',
        checkinTime: '09:00:00',
        now,
      }),
    ).toBeNull();
  });

  it('refuses a deactivated employee, an unassigned location, a future day or time', () => {
    const at = (patch: object) =>
      markRefusal({
        employee,
        locationId: 1001,
        checkinDate: '2026-11-24',
        checkinTime: '09:00:00',
        now,
        ...patch,
      });
    expect(at({ employee: { ...employee, status: 'inactive' } })).toBe(
      ATTENDANCE_MESSAGES.inactive('Ravi Kumar'),
    );
    expect(at({ locationId: 1003 })).toBe('Ravi Kumar is not assigned to location 1003');
    expect(at({ checkinDate: '2026-11-25' })).toBe(ATTENDANCE_MESSAGES.future);
    expect(at({ checkinTime: '12:30:01' })).toBe(ATTENDANCE_MESSAGES.future);
    expect(at({ checkinDate: '2026-11-23', checkinTime: '23:59:59' })).toBeNull();
  });

  it("refuses a date before the employee's start or beyond the window, unless the window is lifted", () => {
    const at = (checkinDate: string, windowDays: number | null = 31) =>
      checkinDateRefusal({
        name: 'Ravi Kumar',
        checkinDate,
        startDate: '2026-01-10',
        today: '2026-11-24',
        windowDays,
      });
    expect(at('1900-01-01')).toBe(ATTENDANCE_MESSAGES.beforeStart('Ravi Kumar', '2026-01-10'));
    expect(at('1900-01-01', null)).toBe(
      ATTENDANCE_MESSAGES.beforeStart('Ravi Kumar', '2026-01-10'),
    );
    expect(at('2026-10-24')).toBeNull();
    expect(at('2026-10-23')).toBe(ATTENDANCE_MESSAGES.tooFarBack(31, '2026-10-24'));
    expect(at('2026-10-23', null)).toBeNull();
    expect(at('2026-11-23', 0)).toBe(ATTENDANCE_MESSAGES.tooFarBack(0, '2026-11-24'));
  });

  it('counts days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(dateRange('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('takes dates and times as the spec sends them, and refuses impossible ones', () => {
    const body = {
      consoleEmployeeId: 'EMP-0A1B2C3D4E',
      locationId: '1001',
      checkinDate: '2026-11-02',
      checkinTime: '09:05',
    };
    expect(MarkAttendanceBody.parse(body)).toMatchObject({
      locationId: 1001,
      checkinTime: '09:05:00',
    });
    expect(MarkAttendanceBody.safeParse({ ...body, checkinDate: '2026-02-30' }).success).toBe(
      false,
    );
    expect(MarkAttendanceBody.safeParse({ ...body, checkinTime: '24:00' }).success).toBe(false);
  });
});

describe('list defaults (spec sections 7 and 9)', () => {
  it('asks for active employees, page 1, 100 a page, by name ascending', () => {
    expect(ListVendorEmployeesQuery.parse({})).toEqual({
      page: 1,
      limit: 100,
      sortBy: 'name',
      sortOrder: 'asc',
      status: 'active',
    });
    expect(AttendanceRegisterQuery.parse({})).toMatchObject({ page: 1, limit: 50 });
  });

  it('makes a new employee active and sorts their locations', () => {
    expect(
      CreateVendorEmployeeBody.parse({
        employeeId: 'E1',
        name: 'A',
        locationIds: [1002, 1001, 1002],
      }),
    ).toMatchObject({ status: 'active', locationIds: [1001, 1002] });
  });

  it('validates and lower-cases recipient addresses', () => {
    expect(CreateRecipientBody.parse({ email: ' Ops@Bank.Example ', name: 'Ops' })).toMatchObject({
      email: 'ops@bank.example',
      locationIds: [],
      isActive: true,
    });
    expect(CreateRecipientBody.safeParse({ email: 'not-an-address', name: 'Ops' }).success).toBe(
      false,
    );
  });
});

describe('the monthly report', () => {
  it('knows the calendar of a month', () => {
    const info = monthInfo(2026, 2);
    expect(info).toMatchObject({
      monthName: 'February',
      daysInMonth: 28,
      weekendDays: 8,
      workingDays: 20,
    });
    expect(info.days[0]).toEqual({ day: 1, date: '2026-02-01', weekday: 'Sun', isWeekend: true });
    expect(monthInfo(2028, 2).daysInMonth).toBe(29);
  });

  it('marks present, absent, weekend and uncounted days, with totals and rates', () => {
    // November 2026 starts on a Sunday; "today" is the 10th.
    const report = buildMonthlyReport(2026, 11, '2026-11-10', [
      {
        consoleEmployeeId: 'EMP-0000000001',
        employeeId: 'E1',
        name: 'Asha',
        designation: null,
        vendorId: 'VEN-001',
        vendorName: 'Sunrise',
        status: 'active',
        activeFrom: '2026-10-01',
        activeUntil: null,
        presentDays: [2, 3, 4, 8],
      },
      {
        consoleEmployeeId: 'EMP-0000000002',
        employeeId: 'E2',
        name: 'Bala',
        designation: 'Guard',
        vendorId: 'VEN-001',
        vendorName: 'Sunrise',
        status: 'inactive',
        activeFrom: '2026-11-03',
        activeUntil: '2026-11-06',
        presentDays: [3],
      },
    ]);
    const [asha, bala] = report.employees;
    expect(asha!.days.slice(0, 11).join('')).toBe('WPPPAAWPAA-');
    expect(asha).toMatchObject({ presentDays: 4, absentDays: 4, attendanceRate: 50 });
    expect(bala!.days.slice(0, 8).join('')).toBe('--PAA---');
    expect(bala).toMatchObject({ presentDays: 1, absentDays: 2, attendanceRate: 33 });
    expect(report.summary).toMatchObject({
      totalEmployees: 2,
      workingDays: 21,
      totalPresent: 5,
      totalAbsent: 6,
      attendanceRate: 45,
      averageDailyPresent: 0.5,
    });
    expect(report.summary.dailyPresent.slice(0, 4)).toEqual([0, 1, 2, 1]);
  });
});

describe('the daily e-mail', () => {
  const schedule = { sendTime: '18:00', enabled: true, lastSentDate: '2026-11-23' };

  it('is due once the local send time has come, once a day', () => {
    expect(dailyEmailDue({ date: '2026-11-24', time: '17:59:59' }, schedule)).toBe(false);
    expect(dailyEmailDue({ date: '2026-11-24', time: '18:00:00' }, schedule)).toBe(true);
    expect(
      dailyEmailDue(
        { date: '2026-11-24', time: '23:00:00' },
        { ...schedule, lastSentDate: '2026-11-24' },
      ),
    ).toBe(false);
    expect(
      dailyEmailDue({ date: '2026-11-24', time: '23:00:00' }, { ...schedule, enabled: false }),
    ).toBe(false);
  });

  it('says present and absent per location, with a link to the register', () => {
    const { subject, text } = dailyEmailText({
      organizationName: 'Lotus Retail Bank',
      date: '2026-11-24',
      present: 3,
      absent: 1,
      locations: [
        { locationId: 1001, locationName: 'Andheri', assigned: 4, present: 3, absent: 1 },
      ],
      registerUrl: 'http://localhost:3000/attendance?date=2026-11-24',
      test: false,
    });
    expect(subject).toBe('Daily attendance, Lotus Retail Bank, 2026-11-24: 3 present, 1 absent');
    expect(text).toContain('- Andheri (1001): 3 present, 1 absent of 4');
    expect(text).toContain('Open the register: http://localhost:3000/attendance?date=2026-11-24');
  });
});
