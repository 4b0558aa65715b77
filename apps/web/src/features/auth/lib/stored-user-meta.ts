import type { UserMeta } from '@fm/contracts';
import { storageKeys } from '@/lib/storage-keys';

/**
 * The signed-in person's metadata is also kept in localStorage (spec section 9), where features
 * that run outside React (the assistant's orgId) read it. Removed when the session ends.
 */
export function storeUserMeta(meta: UserMeta | null) {
  if (meta) localStorage.setItem(storageKeys.userMeta, JSON.stringify(meta));
  else localStorage.removeItem(storageKeys.userMeta);
}
