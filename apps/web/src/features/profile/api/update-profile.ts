import { UserMeta, type UpdateProfileBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `PUT /api/profile`: the caller's name and preferences; a new e-mail comes back as
 * `pendingEmail` until the code mailed to it is confirmed (`verify-email.ts`).
 */
const updateProfile = (body: UpdateProfileBody) =>
  apiRequest('/profile', { method: 'PUT', body, schema: UserMeta });

// No query holds the profile: the dialog hands the answer to the session (`refreshUser`).
const updateProfileMutationOptions = () => mutationOptions({ mutationFn: updateProfile });

export const useUpdateProfile = () => useMutation(updateProfileMutationOptions());
