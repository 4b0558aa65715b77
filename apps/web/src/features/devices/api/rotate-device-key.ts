import { DeviceWithKey } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { deviceKeys } from './keys';

/** `POST /api/devices/{id}/rotate-key`: a new key (shown once); the old one stops working. */
const rotateDeviceKey = (id: string) =>
  apiRequest(`/devices/${id}/rotate-key`, { method: 'POST', schema: DeviceWithKey });

const rotateDeviceKeyMutationOptions = () =>
  mutationOptions({
    mutationFn: rotateDeviceKey,
    // The lists show the key's prefix and the device's last change.
    onSuccess: (_data, _id, _result, { client }) =>
      client.invalidateQueries({ queryKey: deviceKeys.all }),
  });

export const useRotateDeviceKey = () => useMutation(rotateDeviceKeyMutationOptions());
