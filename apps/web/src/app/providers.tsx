import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthRoot } from '@/features/auth';
import { storageKeys } from '@/lib/storage-keys';
import { theme } from './theme';

// Light or dark, saved under 'theme'; until the person picks one, the system's preference.
const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.theme });

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <QueryClientProvider client={queryClient}>
        <AuthRoot>{children}</AuthRoot>
      </QueryClientProvider>
    </MantineProvider>
  );
}
