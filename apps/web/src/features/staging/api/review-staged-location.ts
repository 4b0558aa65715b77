import {
  PutStagedLocationData,
  type ApproverInfo,
  type ListStagedLocationsData,
  type StagedLocationRecord,
} from '@fm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { locationKeys } from '@/features/locations';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import {
  applyOptimisticReview,
  reviewBody,
  rollbackReview,
  type ReviewRequest,
} from '../lib/optimistic-review';
import { replaceStaged } from '../lib/staged-cache';
import { stagedLocationKeys } from './staged-locations';

interface ReviewVariables {
  record: StagedLocationRecord;
  request: ReviewRequest;
}

/** Another approver decided first: the server answers 409 and the screen refreshes. */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * `PUT /api/staged-locations/{id}`: approve, reject, update, or save and approve, shown at once
 * and rolled back when the server fails or refuses. Afterwards the lists the spec names are
 * refreshed: approval -> active and combined; save and approve -> staged, active and combined.
 * The combined list is derived from the staged and active lists, so refreshing those two
 * refreshes it.
 */
export function useReviewStagedLocation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = stagedLocationKeys.list();
  const approverInfo: ApproverInfo = {
    id: user?.id ?? '',
    email: user?.email,
    name: user?.name,
  };

  const refresh = (action: ReviewRequest['action']) => {
    const staged = queryClient.invalidateQueries({ queryKey: stagedLocationKeys.all });
    if (action === 'approve_and_move' || action === 'save_and_approve')
      return Promise.all([staged, queryClient.invalidateQueries({ queryKey: locationKeys.all })]);
    return staged;
  };

  return useMutation({
    mutationFn: ({ record, request }: ReviewVariables) =>
      apiRequest(`/staged-locations/${record._id}`, {
        method: 'PUT',
        body: reviewBody(record, request, approverInfo),
        schema: PutStagedLocationData,
      }),
    onMutate: async ({ record, request }) => {
      await queryClient.cancelQueries({ queryKey: key });
      let previous: StagedLocationRecord | null = null;
      queryClient.setQueryData<ListStagedLocationsData>(key, (data) => {
        if (!data) return data;
        const applied = applyOptimisticReview(data, record._id, request, approverInfo, new Date());
        previous = applied.previous;
        return applied.data;
      });
      return { previous: previous as StagedLocationRecord | null };
    },
    onError: (error, { request }, context) => {
      const previous = context?.previous;
      if (previous)
        queryClient.setQueryData<ListStagedLocationsData>(key, (data) =>
          data ? rollbackReview(data, previous) : data,
        );
      if (isConflict(error)) void refresh('save_and_approve');
      else void refresh(request.action);
    },
    onSuccess: ({ locationData }, { request }) => {
      queryClient.setQueryData<ListStagedLocationsData>(key, (data) =>
        data ? replaceStaged(data, locationData._id, locationData) : data,
      );
      return refresh(request.action);
    },
  });
}
