import { can } from '@fm/contracts';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Feedback } from '@/components/feedback';
import { useAuth } from '@/features/auth';
import { useAddStagedLocation } from '../api/add-staged-location';
import { AddLocationModal } from './add-location-modal';

/**
 * 'Add location' for a role that may stage one: the form, then the addition (shown in the
 * staged list at once), whose outcome is reported through `onDone`.
 */
export function AddLocationButton({ onDone }: { onDone: (feedback: Feedback) => void }) {
  const { user } = useAuth();
  const addLocation = useAddStagedLocation();
  const [adding, setAdding] = useState(false);
  if (!can(user?.role, 'location:stage')) return null;

  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
        Add location
      </Button>
      <AddLocationModal
        opened={adding}
        onClose={() => setAdding(false)}
        onSubmit={(data) =>
          addLocation.mutate(data, {
            onSuccess: ({ stagedLocation }) =>
              onDone({
                color: 'green',
                title: 'Location added to staging',
                message: `Location ${stagedLocation.locationId} is waiting for approval.`,
              }),
            onError: (error) =>
              onDone({ color: 'red', title: 'Failed to add location', message: error.message }),
          })
        }
      />
    </>
  );
}
