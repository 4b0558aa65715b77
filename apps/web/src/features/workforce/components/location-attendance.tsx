import { Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useAuth } from '@/features/auth';
import { loaderMessages } from '@/lib/messages';
import { useAttendanceTrend } from '../api/get-attendance-trend';
import { useRegister } from '../api/get-register';

/** The location dashboard's attendance place: today's marks and the last 30 days. */
export function LocationAttendance({ locationId }: { locationId: number }) {
  const { user } = useAuth();
  const orgId = Number(user?.organizationId) || null;
  const trend = useAttendanceTrend(locationId);
  const today = useRegister(orgId, { locationId, limit: 100, sortBy: 'checkinTime' });
  const peak = useMemo(
    () => Math.max(1, trend.data?.assigned ?? 0, ...(trend.data?.days ?? []).map((d) => d.present)),
    [trend.data],
  );
  if (trend.isError || today.isError)
    return (
      <Text c="dimmed" size="sm">
        Attendance could not be loaded.
      </Text>
    );
  if (!trend.data || !today.data)
    return (
      <Text c="dimmed" size="sm">
        {loaderMessages.attendance}
      </Text>
    );
  const summary = today.data.summary;
  const line = summary.byLocation.find((l) => l.locationId === locationId);
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="location-attendance-today">
        Today: {line?.present ?? 0} present, {line?.absent ?? 0} absent of {trend.data.assigned}{' '}
        assigned
      </Text>
      {today.data.attendanceRecords.length > 0 && (
        <Text size="xs" c="dimmed">
          {today.data.attendanceRecords
            .slice(0, 8)
            .map((r) => `${r.name} ${r.checkinTime.slice(0, 5)}`)
            .join(', ')}
          {today.data.attendanceRecords.length > 8 ? ', ...' : ''}
        </Text>
      )}
      <Group gap={2} align="flex-end" h={60} aria-label="Present per day, last 30 days" role="img">
        {trend.data.days.map((day) => (
          <div
            key={day.date}
            title={`${day.date}: ${day.present} present`}
            style={{
              width: 6,
              height: `${Math.max(2, (day.present / peak) * 60)}px`,
              background: 'var(--mantine-primary-color-filled)',
              borderRadius: 1,
            }}
          />
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        Last 30 days, employees present per day
      </Text>
    </Stack>
  );
}
