import { Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { QueryError } from '@/components/query-error';
import { useAuth } from '@/features/auth';
import { PageLoader } from '@/features/loading';
import { failureMessages } from '@/lib/messages';
import { useStagedLocations } from '../api/get-staged-locations';
import { StagedTable } from './staged-table';

/** Admin locations' staged part: the staged locations not yet approved. */
export function AwaitingApproval() {
  const { user } = useAuth();
  const staged = useStagedLocations(user?.organizationId ?? undefined);
  const waiting = useMemo(
    () => (staged.data?.locations ?? []).filter((record) => record.status !== 'approved'),
    [staged.data],
  );

  return (
    <>
      <Title order={3} size="h4">
        Awaiting approval
      </Title>
      {staged.isPending ? (
        <PageLoader message="Loading staged locations..." />
      ) : staged.isError ? (
        <QueryError
          title={failureMessages.fetchStagedLocations}
          error={staged.error}
          onRetry={() => void staged.refetch()}
        />
      ) : waiting.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing is waiting for approval.
        </Text>
      ) : (
        <StagedTable records={waiting} />
      )}
    </>
  );
}
