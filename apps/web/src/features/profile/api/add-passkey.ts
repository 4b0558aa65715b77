import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { associateWebAuthnCredential } from 'aws-amplify/auth';
import { profileKeys } from './keys';

/**
 * A new passkey for the signed-in person, through Amplify (`StartWebAuthnRegistration`, the
 * browser's ceremony, `CompleteWebAuthnRegistration`); the list is fetched again after.
 */
const addPasskeyMutationOptions = (userId: string, invalidate: () => Promise<void>) =>
  mutationOptions({
    mutationKey: [...profileKeys.passkeys(userId), 'add'],
    mutationFn: () => associateWebAuthnCredential(),
    onSettled: invalidate,
  });

export function useAddPasskey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    addPasskeyMutationOptions(userId, () =>
      queryClient.invalidateQueries({ queryKey: profileKeys.passkeys(userId) }),
    ),
  );
}
