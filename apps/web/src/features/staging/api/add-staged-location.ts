import {
  AddLocationData,
  type ListStagedLocationsData,
  type StagedLocationData,
} from '@fm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';
import {
  TEMPORARY_ID_PREFIX,
  prependStaged,
  replaceStaged,
  stagedListOf,
  temporaryStagedRecord,
} from '../lib/staged-cache';
import { stagedLocationKeys } from './staged-locations';

/** Spec section 9: the staged list is re-fetched this long after a failed addition. */
const REFETCH_AFTER_FAILED_ADD_MS = 100;

/**
 * `POST /api/add-location` with `{ locationData, orgId, createdBy }` (orgId as a number, spec
 * section 5). A temporary pending entry shows at once; on success it becomes the server's record
 * and the lists are refreshed; on failure the staged list is re-fetched after 100 ms.
 */
export function useAddStagedLocation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = stagedLocationKeys.list();
  return useMutation({
    mutationFn: (locationData: StagedLocationData) =>
      apiRequest('/add-location', {
        method: 'POST',
        body: { locationData, orgId: Number(user?.organizationId), createdBy: user?.email },
        schema: AddLocationData,
      }),
    onMutate: async (locationData) => {
      await queryClient.cancelQueries({ queryKey: key });
      const tempId = `${TEMPORARY_ID_PREFIX}${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const temporary = temporaryStagedRecord(locationData, {
        tempId,
        orgId: Number(user?.organizationId),
        createdBy: user?.email ?? null,
        now: new Date(),
      });
      queryClient.setQueryData<ListStagedLocationsData>(key, (data) =>
        prependStaged(data, temporary),
      );
      return { tempId };
    },
    onSuccess: ({ stagedLocation }, _data, context) => {
      queryClient.setQueryData<ListStagedLocationsData>(key, (data) =>
        data ? replaceStaged(data, context.tempId, stagedLocation) : stagedListOf([stagedLocation]),
      );
      void queryClient.invalidateQueries({ queryKey: stagedLocationKeys.all });
    },
    onError: (_error, _data, context) => {
      if (context) {
        queryClient.setQueryData<ListStagedLocationsData>(key, (data) =>
          data ? stagedListOf(data.locations.filter((item) => item._id !== context.tempId)) : data,
        );
      }
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: key }),
        REFETCH_AFTER_FAILED_ADD_MS,
      );
    },
  });
}
