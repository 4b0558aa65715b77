import {
  AddLocationData,
  type AddLocationBody,
  type ListStagedLocationsData,
  type StagedLocationData,
} from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useAuth, type AuthContextValue } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';
import {
  TEMPORARY_ID_PREFIX,
  prependStaged,
  replaceStaged,
  stagedListOf,
  temporaryStagedRecord,
} from '../lib/staged-cache';
import { stagedLocationKeys } from './keys';

type User = AuthContextValue['user'];

/** Spec section 9: the staged list is re-fetched this long after a failed addition. */
const REFETCH_AFTER_FAILED_ADD_MS = 100;

/** `POST /api/add-location` with `{ locationData, orgId, createdBy }` (orgId as a number, spec section 5). */
const addStagedLocation = (locationData: StagedLocationData, user: User) =>
  apiRequest('/add-location', {
    method: 'POST',
    body: {
      locationData,
      orgId: Number(user?.organizationId),
      createdBy: user?.email,
    } satisfies AddLocationBody,
    schema: AddLocationData,
  });

/**
 * A temporary pending entry shows at once; on success it becomes the server's record and the
 * lists are refreshed; on failure it goes and the staged list is re-fetched after 100 ms.
 */
const addStagedLocationMutationOptions = (user: User) => {
  const key = stagedLocationKeys.list();
  return mutationOptions({
    mutationFn: (locationData: StagedLocationData) => addStagedLocation(locationData, user),
    onMutate: async (locationData, { client }) => {
      await client.cancelQueries({ queryKey: key });
      const tempId = `${TEMPORARY_ID_PREFIX}${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const temporary = temporaryStagedRecord(locationData, {
        tempId,
        orgId: Number(user?.organizationId),
        createdBy: user?.email ?? null,
        now: new Date(),
      });
      client.setQueryData<ListStagedLocationsData>(key, (data) => prependStaged(data, temporary));
      return { tempId };
    },
    onSuccess: ({ stagedLocation }, _data, snapshot, { client }) => {
      client.setQueryData<ListStagedLocationsData>(key, (data) =>
        data
          ? replaceStaged(data, snapshot.tempId, stagedLocation)
          : stagedListOf([stagedLocation]),
      );
    },
    onError: (_error, _data, snapshot, { client }) => {
      if (!snapshot) return;
      client.setQueryData<ListStagedLocationsData>(key, (data) =>
        data ? stagedListOf(data.locations.filter((item) => item._id !== snapshot.tempId)) : data,
      );
    },
    onSettled: (_result, error, _data, _snapshot, { client }) => {
      if (!error) return void client.invalidateQueries({ queryKey: stagedLocationKeys.all });
      setTimeout(
        () => void client.invalidateQueries({ queryKey: key }),
        REFETCH_AFTER_FAILED_ADD_MS,
      );
    },
  });
};

export function useAddStagedLocation() {
  const { user } = useAuth();
  return useMutation(addStagedLocationMutationOptions(user));
}
