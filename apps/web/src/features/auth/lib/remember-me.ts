import { storageKeys } from '@/lib/storage-keys';

/** Whether the person asked to stay signed in after the browser closes. */
export const readRememberMe = () => localStorage.getItem(storageKeys.rememberMe) === 'true';

/** The flag is stored when the box is checked and removed otherwise (spec section 4). */
export function storeRememberMe(checked: boolean) {
  if (checked) localStorage.setItem(storageKeys.rememberMe, 'true');
  else localStorage.removeItem(storageKeys.rememberMe);
}
