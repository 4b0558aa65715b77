import { useLocalStorage } from '@mantine/hooks';
import { storageKeys } from '@/lib/storage-keys';

/** The sidebar's collapsed choice, kept in localStorage (spec sections 2 and 9). */
export function useSidebarCollapsed() {
  return useLocalStorage<boolean>({
    key: storageKeys.sidebarCollapsed,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
}
