/** The monthly report of the register's month, keeping its location filter. */
export function monthlyReportPath(date: string, locationId: number | undefined): string {
  const params = new URLSearchParams({
    month: String(Number(date.slice(5, 7))),
    year: date.slice(0, 4),
  });
  if (locationId !== undefined) params.set('locationId', String(locationId));
  return `/reports/attendance/monthly?${params}`;
}
