import { UserMeta } from '@fm/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** `GET /api/user/{email}`: the person's metadata in the product; a 404 gives null. */
export async function getUserMeta(email: string): Promise<UserMeta | null> {
  try {
    return await apiRequest(`/user/${encodeURIComponent(email)}`, { schema: UserMeta });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
