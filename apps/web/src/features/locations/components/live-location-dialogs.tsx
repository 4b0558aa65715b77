import type { LocationView } from '@fm/contracts';
import type { Feedback } from '@/components/feedback';
import { failureMessages } from '@/lib/messages';
import { useDeleteLocation } from '../api/delete-location';
import { useSetLocationStatus } from '../api/set-location-status';
import { useUpdateLocation } from '../api/update-location';
import type { AdminAction } from './admin-location-table';
import { DeleteLocationModal } from './delete-location-modal';
import { EditLocationModal } from './edit-location-modal';
import { StatusModal } from './status-modal';

export interface OpenDialog {
  kind: AdminAction;
  location: LocationView;
}

/** The edit, status and delete dialogs of a live location, and what they report back. */
export function LiveLocationDialogs({
  dialog,
  onClose,
  onDone,
}: {
  dialog: OpenDialog | null;
  onClose: () => void;
  onDone: (feedback: Feedback) => void;
}) {
  const update = useUpdateLocation();
  const setStatus = useSetLocationStatus();
  const remove = useDeleteLocation();
  if (!dialog) return null;
  const { location } = dialog;
  const failed = (title: string) => (error: Error) =>
    onDone({ color: 'red', title, message: error.message });

  if (dialog.kind === 'edit')
    return (
      <EditLocationModal
        location={location}
        onClose={onClose}
        saving={update.isPending}
        onSave={(updates, form) =>
          update.mutate(
            { location, updates },
            {
              onSuccess: () => {
                onClose();
                onDone({ color: 'green', title: `${location.displayName} saved` });
              },
              // A field the server refused is marked in the still open form as well.
              onError: (error) => {
                form.setServerErrors(error);
                failed(failureMessages.updateLocationData)(error);
              },
            },
          )
        }
      />
    );
  if (dialog.kind === 'status')
    return (
      <StatusModal
        location={location}
        onClose={onClose}
        saving={setStatus.isPending}
        onSave={(status, reason) =>
          setStatus.mutate(
            { location, status, reason },
            {
              onSuccess: () => {
                onClose();
                onDone({ color: 'green', title: `${location.displayName} is now ${status}` });
              },
              onError: failed(failureMessages.updateLocationStatus),
            },
          )
        }
      />
    );
  return (
    <DeleteLocationModal
      location={location}
      onClose={onClose}
      deleting={remove.isPending}
      onConfirm={() =>
        remove.mutate(location, {
          onSuccess: () => {
            onClose();
            onDone({ color: 'green', title: `${location.displayName} deleted` });
          },
          onError: failed('Failed to delete location'),
        })
      }
    />
  );
}
