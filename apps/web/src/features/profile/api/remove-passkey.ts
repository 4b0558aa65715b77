import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWebAuthnCredential } from 'aws-amplify/auth';
import { profileKeys } from './keys';

/** Removes one of the signed-in person's passkeys (`DeleteWebAuthnCredential`). */
const removePasskeyMutationOptions = (userId: string, invalidate: () => Promise<void>) =>
  mutationOptions({
    mutationKey: [...profileKeys.passkeys(userId), 'remove'],
    mutationFn: (credentialId: string) => deleteWebAuthnCredential({ credentialId }),
    onSettled: invalidate,
  });

export function useRemovePasskey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    removePasskeyMutationOptions(userId, () =>
      queryClient.invalidateQueries({ queryKey: profileKeys.passkeys(userId) }),
    ),
  );
}
