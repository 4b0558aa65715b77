import { UserMeta, type UpdateProfileBody, type VerifyEmailBody } from '@fm/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `PUT /api/profile`: the caller's name and preferences; a new e-mail comes back as
 * `pendingEmail` until the code mailed to it is confirmed (`verifyEmail`).
 */
const updateProfile = (body: UpdateProfileBody) =>
  apiRequest('/profile', { method: 'PUT', body, schema: UserMeta });

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });

/** `POST /api/profile/email-verification`: the code that makes the pending e-mail the sign-in name. */
const verifyEmail = (body: VerifyEmailBody) =>
  apiRequest('/profile/email-verification', { method: 'POST', body, schema: UserMeta });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
