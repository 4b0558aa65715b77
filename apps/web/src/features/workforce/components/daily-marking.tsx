import { EMPLOYEE_FIELD_LABELS, type AttendanceRecord, type EmployeeRecord } from '@fm/contracts';
import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table';
import { FeedbackAlert, useFeedback } from '@/components/feedback';
import type { TableColumn } from '@/components/table-columns';
import { useAuth } from '@/features/auth';
import { failureMessages } from '@/lib/messages';
import { useAttendanceEmployees } from '../api/get-employees';
import { useRegister } from '../api/get-register';
import { useMarkAttendance } from '../api/mark-attendance';
import { useRemoveAttendance } from '../api/remove-attendance';
import { useOrgTimeZone } from '../hooks/use-org-time-zone';
import { orgNow, shortTime } from '../lib/dates';
import type { LocationOption } from '../lib/location-options';

interface Row {
  employee: EmployeeRecord;
  record: AttendanceRecord | undefined;
}

/** The day's marking: a date and a location, who is assigned there, present or not. */
export function DailyMarking({
  orgId,
  locations,
  canRecord,
}: {
  orgId: number;
  locations: LocationOption[];
  canRecord: boolean;
}) {
  const { user } = useAuth();
  // The organisation's day and time when the screen opened (or when its zone became known): the
  // server refuses marks after that moment in the organisation's zone, not the browser's.
  const timeZone = useOrgTimeZone();
  const now = useMemo(() => orgNow(timeZone), [timeZone]);
  const [chosenDate, setDate] = useState<string | null>(null);
  const [chosenTime, setTime] = useState<string | null>(null);
  const date = chosenDate ?? now.date;
  const time = chosenTime ?? now.time;
  const [location, setLocation] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [feedback, setFeedback] = useFeedback();
  const locationId = location === null ? null : Number(location);
  const employees = useAttendanceEmployees(locationId);
  const register = useRegister(locationId === null ? null : orgId, {
    date,
    ...(locationId === null ? {} : { locationId }),
    limit: 500,
  });
  const mark = useMarkAttendance();
  const remove = useRemoveAttendance();

  const rows: Row[] = useMemo(() => {
    const marks = new Map(
      (register.data?.attendanceRecords ?? []).map((record) => [record.consoleEmployeeId, record]),
    );
    return (employees.data?.employees ?? []).map((employee) => ({
      employee,
      record: marks.get(employee.consoleEmployeeId),
    }));
  }, [employees.data, register.data]);

  const markMany = async (targets: EmployeeRecord[]) => {
    if (locationId === null) return;
    setFeedback(null);
    const results = await Promise.allSettled(
      targets.map((employee) =>
        mark.mutateAsync({
          consoleEmployeeId: employee.consoleEmployeeId,
          name: employee.name,
          locationId,
          checkinDate: date,
          checkinTime: time,
          orgId,
          createdBy: user?.email,
        }),
      ),
    );
    const failed = results.filter((result) => result.status === 'rejected');
    setSelected(new Set());
    if (failed.length === 0)
      setFeedback({
        color: 'green',
        title:
          targets.length === 1
            ? `${targets[0]!.name} marked present at ${time}`
            : `${targets.length} employees marked present at ${time}`,
      });
    else
      setFeedback({
        color: 'red',
        title: failureMessages.addAttendance,
        message: (failed[0] as PromiseRejectedResult).reason?.message,
      });
  };

  const undo = (record: AttendanceRecord) =>
    remove.mutate(
      { id: record.id, orgId },
      {
        onSuccess: () =>
          setFeedback({ color: 'green', title: `Removed the mark of ${record.name}` }),
        onError: (error) =>
          setFeedback({
            color: 'red',
            title: failureMessages.deleteAttendance,
            message: error.message,
          }),
      },
    );

  const columns: TableColumn<Row>[] = [
    { id: 'name', header: 'Name', render: (row) => <Text fw={500}>{row.employee.name}</Text> },
    {
      id: 'employeeId',
      header: EMPLOYEE_FIELD_LABELS.employeeId,
      render: (row) => row.employee.employeeId,
    },
    {
      id: 'designation',
      header: EMPLOYEE_FIELD_LABELS.designation,
      render: (row) => row.employee.designation ?? '—',
    },
    {
      id: 'status',
      header: 'Attendance',
      render: (row) =>
        row.record ? (
          <Badge color="green" variant="light">
            Present {shortTime(row.record.checkinTime)}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Not marked
          </Badge>
        ),
    },
    ...(canRecord
      ? [
          {
            id: 'action',
            header: 'Action',
            align: 'right' as const,
            render: (row: Row) =>
              row.record ? (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => undo(row.record!)}
                  aria-label={`Undo ${row.employee.name}`}
                >
                  Undo
                </Button>
              ) : (
                <Button
                  size="xs"
                  onClick={() => void markMany([row.employee])}
                  aria-label={`Mark ${row.employee.name} present`}
                >
                  Mark present
                </Button>
              ),
          },
        ]
      : []),
  ];

  const unmarkedSelected = rows.filter((row) => !row.record && selected.has(row.employee.id));
  return (
    <Stack gap="sm">
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label="Date"
          value={date}
          max={now.date}
          onChange={(event) => setDate(event.currentTarget.value || null)}
        />
        <Select
          label="Location"
          placeholder="Pick a location"
          data={locations}
          searchable
          value={location}
          onChange={(value) => {
            setLocation(value);
            setSelected(new Set());
          }}
          w={320}
        />
        <TextInput
          type="time"
          label={EMPLOYEE_FIELD_LABELS.checkinTime}
          value={time}
          onChange={(event) => setTime(event.currentTarget.value || null)}
        />
        {canRecord && (
          <Button
            disabled={unmarkedSelected.length === 0}
            loading={mark.isPending}
            onClick={() => void markMany(unmarkedSelected.map((row) => row.employee))}
          >
            Mark selected present ({unmarkedSelected.length})
          </Button>
        )}
      </Group>
      {locationId === null ? (
        <Text c="dimmed">Pick a location to see who is assigned there.</Text>
      ) : (
        <>
          {register.data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {rows.filter((row) => row.record).length} of {rows.length} present on {date}
            </Text>
          )}
          <DataTable
            label="Attendance for the day"
            columns={columns}
            rows={employees.data ? rows : undefined}
            rowKey={(row) => row.employee.id}
            rowLabel={(row) => row.employee.name}
            loading={employees.isPending}
            error={employees.error ?? register.error}
            errorTitle={failureMessages.fetchAttendanceEmployees}
            onRetry={() => {
              void employees.refetch();
              void register.refetch();
            }}
            selection={canRecord ? { selected, onChange: setSelected } : undefined}
            empty={{ title: 'No active employees are assigned to this location' }}
          />
        </>
      )}
    </Stack>
  );
}
