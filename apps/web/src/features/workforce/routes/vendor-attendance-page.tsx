import { can } from '@fm/contracts';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { PageLoader } from '@/features/loading';
import { failureMessages, loaderMessages } from '@/lib/messages';
import { DailyMarking } from '../components/daily-marking';
import { EmployeeRoster } from '../components/employee-roster';
import { useLocationOptions } from '../lib/location-options';
import { useOrgId, useRole } from '../lib/org';

/** `/vendor/attendance`: the vendor's roster and the day's marking. */
function VendorAttendancePage() {
  const orgId = useOrgId();
  const role = useRole();
  const { options, nameOf, loading } = useLocationOptions();
  if (orgId === null) return <Text c="red">{failureMessages.organizationUnavailable}</Text>;
  if (loading) return <PageLoader message={loaderMessages.attendance} />;
  return (
    <Stack gap="md">
      <Title order={2}>Vendor Attendance</Title>
      <Tabs defaultValue="marking" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="marking">Daily marking</Tabs.Tab>
          <Tabs.Tab value="roster">Employees</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="marking" pt="md">
          <DailyMarking
            orgId={orgId}
            locations={options}
            canRecord={can(role, 'attendance:record')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="roster" pt="md">
          <EmployeeRoster
            locations={options}
            nameOf={nameOf}
            canManage={can(role, 'employee:manage')}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export default VendorAttendancePage;
