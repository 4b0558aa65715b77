import { UserMeta, type UpdateProfileBody } from '@fm/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `PUT /api/profile`: the caller's name, e-mail and preferences. */
export const updateProfile = (body: UpdateProfileBody) =>
  apiRequest('/profile', { method: 'PUT', body, schema: UserMeta });

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
