import {
  APPROVED_MESSAGE,
  combineLocations,
  combinedStatusFilters,
  type CombinedLocation,
  type CombinedStatusFilter,
} from '@fm/contracts';
import { Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { FeedbackAlert, useFeedback } from '@/components/feedback';
import { QueryError } from '@/components/query-error';
import { useAuth } from '@/features/auth';
import { PageLoader } from '@/features/loading';
import { useLocations } from '@/features/locations';
import { failureMessages, loaderMessages } from '@/lib/messages';
import { isConflict, useReviewStagedLocation } from '../api/review-staged-location';
import { useStagedLocations } from '../api/get-staged-locations';
import { ApprovalCounts } from '../components/approval-counts';
import { CombinedTable } from '../components/combined-table';
import { ReviewPanel } from '../components/review-panel';
import { reviewFailureMessages } from '../lib/optimistic-review';

const filterLabels: Record<CombinedStatusFilter, string> = {
  all: 'All',
  // The combined list's 'active' rows are every live location (spec section 3), whatever its
  // lifecycle status: 'Live' says so without a second meaning of 'Active' (decision 051).
  active: 'Live',
  pending: 'Pending',
  rejected: 'Rejected',
};

const matches = (row: CombinedLocation, search: string) => {
  const needle = search.trim().toLowerCase();
  return (
    needle === '' ||
    [row.name, row.address, row.city, row.state, String(row.locationId)].some((text) =>
      text?.toLowerCase().includes(needle),
    )
  );
};

const successTitles = {
  approve_and_move: APPROVED_MESSAGE,
  reject_only: 'Location rejected',
  save_and_approve: `Changes saved. ${APPROVED_MESSAGE}`,
  update: 'Changes saved; the location is pending again',
} as const;

function ApprovalsPage() {
  const { user } = useAuth();
  const live = useLocations();
  const staged = useStagedLocations(user?.organizationId ?? undefined);
  const review = useReviewStagedLocation();
  const [feedback, setFeedback] = useFeedback();
  const [filter, setFilter] = useState<CombinedStatusFilter>('pending');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [reviewing, setReviewing] = useState<string | null>(null);

  const combined = useMemo(
    () => (live.data && staged.data ? combineLocations(live.data, staged.data.locations) : []),
    [live.data, staged.data],
  );
  const perFilter = useMemo(() => {
    const counts: Record<CombinedStatusFilter, number> = {
      all: combined.length,
      active: 0,
      pending: 0,
      rejected: 0,
    };
    for (const row of combined) counts[row.status as Exclude<CombinedStatusFilter, 'all'>] += 1;
    return counts;
  }, [combined]);
  const rows = useMemo(
    () =>
      combined.filter(
        (row) => (filter === 'all' || row.status === filter) && matches(row, deferredSearch),
      ),
    [combined, filter, deferredSearch],
  );
  const record = staged.data?.locations.find((item) => item._id === reviewing) ?? null;

  const loading = live.isPending || staged.isPending;
  const failed = staged.isError ? staged : live.isError ? live : null;

  return (
    <Stack gap="md">
      <Title order={2}>Location Approvals</Title>
      {reviewing === null && (
        <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      )}
      {loading ? (
        <PageLoader message={loaderMessages.locations} />
      ) : failed ? (
        <QueryError
          title={
            staged.isError
              ? failureMessages.fetchStagedLocations
              : failureMessages.fetchActiveLocations
          }
          error={failed.error as Error}
          onRetry={() => void failed.refetch()}
        />
      ) : (
        <>
          {staged.data && <ApprovalCounts counts={staged.data.counts} />}
          <Group justify="space-between" align="end" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="approval-filter-label">
                Show
              </Text>
              <SegmentedControl
                aria-labelledby="approval-filter-label"
                value={filter}
                onChange={(value) => setFilter(value as CombinedStatusFilter)}
                data={combinedStatusFilters.map((value) => ({
                  value,
                  label: `${filterLabels[value]} (${perFilter[value]})`,
                }))}
              />
            </Stack>
            <TextInput
              label="Search"
              placeholder="Name, address, city or state"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', sm: 300 }}
            />
          </Group>
          {rows.length === 0 ? (
            <EmptyState
              title={
                search.trim() !== ''
                  ? `No locations match "${search.trim()}".`
                  : filter === 'pending'
                    ? 'Nothing is waiting for approval.'
                    : 'No locations here.'
              }
            />
          ) : (
            <CombinedTable
              rows={rows}
              onReview={(id) => {
                setFeedback(null);
                setReviewing(id);
              }}
            />
          )}
        </>
      )}
      <ReviewPanel
        record={record}
        role={user?.role}
        busy={review.isPending}
        feedback={feedback}
        onFeedbackClose={() => setFeedback(null)}
        onClose={() => setReviewing(null)}
        onReview={(target, request) => {
          setFeedback(null);
          review.mutate(
            { record: target, request },
            {
              onSuccess: () =>
                setFeedback({ color: 'green', title: successTitles[request.action] }),
              onError: (error) =>
                setFeedback(
                  isConflict(error)
                    ? {
                        color: 'yellow',
                        title: 'Another approver acted first',
                        message: `${error.message}. The list has been refreshed.`,
                      }
                    : {
                        color: 'red',
                        title: reviewFailureMessages[request.action],
                        message: error.message,
                      },
                ),
            },
          );
        }}
      />
    </Stack>
  );
}

export default ApprovalsPage;
