import { localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthRoot } from '@/features/auth';
import { BrandingProvider, BrandingSync } from '@/features/branding';
import { storageKeys } from '@/lib/storage-keys';
import { theme, themeCssVariables } from './theme';

// Light or dark, saved under 'theme'; until the person picks one, the system's preference.
const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.theme });

/**
 * The branding owns Mantine's theme (its colour drives every screen) and starts from the cached
 * branding, so even the login screen wears it; once someone is signed in, BrandingSync loads
 * their organisation's.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandingProvider
        theme={theme}
        cssVariablesResolver={themeCssVariables}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
      >
        <AuthRoot>
          <BrandingSync />
          {children}
        </AuthRoot>
      </BrandingProvider>
    </QueryClientProvider>
  );
}
