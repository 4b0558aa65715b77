import type { MonthlyReportData } from '@fm/contracts';
import classes from './monthly-grid.module.css';

const markNames: Record<string, string> = {
  P: 'Present',
  A: 'Absent',
  W: 'Weekend',
  N: 'Not yet marked (today)',
  '-': 'Not counted',
};

/** Employees by days: P present, A absent, W weekend, N not yet marked today, - not counted. */
export function MonthlyGrid({ report }: { report: MonthlyReportData }) {
  const { monthInfo, employees } = report;
  return (
    <div className={classes.wrap}>
      <table
        className={classes.grid}
        aria-label={`Attendance for ${monthInfo.monthName} ${monthInfo.year}`}
      >
        <thead>
          <tr>
            <th className={classes.name} scope="col">
              Employee
            </th>
            {monthInfo.days.map((day) => (
              <th
                key={day.day}
                scope="col"
                className={day.isWeekend ? classes.weekend : undefined}
                title={`${day.weekday} ${day.date}`}
              >
                {day.day}
                <br />
                {day.weekday.slice(0, 2)}
              </th>
            ))}
            <th scope="col">Present</th>
            <th scope="col">Absent</th>
            <th scope="col">Rate</th>
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => (
            <tr key={employee.consoleEmployeeId}>
              <th scope="row" className={classes.name}>
                {employee.name} <span>({employee.employeeId})</span>
              </th>
              {employee.days.map((mark, index) => (
                <td
                  key={index}
                  title={`${monthInfo.days[index]!.date}: ${markNames[mark]}`}
                  className={[
                    monthInfo.days[index]!.isWeekend ? classes.weekend : '',
                    mark === 'P' ? classes.present : mark === 'A' ? classes.absent : '',
                  ].join(' ')}
                >
                  {mark}
                </td>
              ))}
              <td>{employee.presentDays}</td>
              <td>{employee.absentDays}</td>
              <td>{employee.attendanceRate}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
