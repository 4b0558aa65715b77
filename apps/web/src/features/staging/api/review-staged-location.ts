import {
  PutStagedLocationData,
  type ApproverInfo,
  type ListStagedLocationsData,
  type StagedLocationRecord,
} from '@fm/contracts';
import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
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
import { stagedLocationKeys } from './keys';

interface ReviewVariables {
  record: StagedLocationRecord;
  request: ReviewRequest;
}

/** Another approver decided first: the server answers 409 and the screen refreshes. */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** `PUT /api/staged-locations/{id}`: approve, reject, update, or save and approve. */
const reviewStagedLocation = ({ record, request }: ReviewVariables, approverInfo: ApproverInfo) =>
  apiRequest(`/staged-locations/${record._id}`, {
    method: 'PUT',
    body: reviewBody(record, request, approverInfo),
    schema: PutStagedLocationData,
  });

/**
 * The lists the spec names after a decision: approval -> active and combined; save and approve
 * -> staged, active and combined. The combined list is derived from the staged and active
 * lists, so refreshing those two refreshes it.
 */
function refresh(client: QueryClient, action: ReviewRequest['action']) {
  const staged = client.invalidateQueries({ queryKey: stagedLocationKeys.all });
  if (action === 'approve_and_move' || action === 'save_and_approve')
    return Promise.all([staged, client.invalidateQueries({ queryKey: locationKeys.all })]);
  return staged;
}

/**
 * The decision shows at once (the snapshot of the record it changed is kept) and is rolled back
 * when the server fails or refuses; a refusal because another approver decided first refreshes
 * everything a decision can change.
 */
const reviewStagedLocationMutationOptions = (approverInfo: ApproverInfo) => {
  const key = stagedLocationKeys.list();
  return mutationOptions({
    mutationFn: (variables: ReviewVariables) => reviewStagedLocation(variables, approverInfo),
    onMutate: async ({ record, request }, { client }) => {
      await client.cancelQueries({ queryKey: key });
      let previous: StagedLocationRecord | null = null;
      client.setQueryData<ListStagedLocationsData>(key, (data) => {
        if (!data) return data;
        const applied = applyOptimisticReview(data, record._id, request, approverInfo, new Date());
        previous = applied.previous;
        return applied.data;
      });
      return { previous: previous as StagedLocationRecord | null };
    },
    onError: (_error, _variables, snapshot, { client }) => {
      const previous = snapshot?.previous;
      if (previous)
        client.setQueryData<ListStagedLocationsData>(key, (data) =>
          data ? rollbackReview(data, previous) : data,
        );
    },
    onSuccess: ({ locationData }, _variables, _snapshot, { client }) => {
      client.setQueryData<ListStagedLocationsData>(key, (data) =>
        data ? replaceStaged(data, locationData._id, locationData) : data,
      );
    },
    // After a success the mutation ends once the lists are fresh; after a failure at once.
    onSettled: (_data, error, { request }, _snapshot, { client }) => {
      if (!error) return refresh(client, request.action);
      void refresh(client, isConflict(error) ? 'save_and_approve' : request.action);
    },
  });
};

export function useReviewStagedLocation() {
  const { user } = useAuth();
  return useMutation(
    reviewStagedLocationMutationOptions({
      id: user?.id ?? '',
      email: user?.email,
      name: user?.name,
    }),
  );
}
