import { DeviceWithKey, type ActivateDeviceInput } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { locationKeys } from '@/features/locations';
import { apiRequest } from '@/lib/api-client';
import { deviceKeys } from './keys';

/** `POST /api/devices/activate`: the device and its key (shown once). */
const activateDevice = (body: ActivateDeviceInput) =>
  apiRequest('/devices/activate', { method: 'POST', body, schema: DeviceWithKey });

const activateDeviceMutationOptions = () =>
  mutationOptions({
    mutationFn: activateDevice,
    // The device lists, and the locations' device counts.
    onSuccess: (_data, _body, _result, { client }) => {
      void client.invalidateQueries({ queryKey: deviceKeys.all });
      void client.invalidateQueries({ queryKey: locationKeys.all });
    },
  });

export const useActivateDevice = () => useMutation(activateDeviceMutationOptions());
