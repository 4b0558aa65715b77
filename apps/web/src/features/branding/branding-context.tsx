import type { ReactNode } from 'react';

// Stub: white-label branding (spec section 4, "Theme and branding") replaces this.
export interface BrandingView {
  companyName: string;
  logoUrl?: string;
}

export function BrandingProvider({ children }: { children: ReactNode }) {
  return children;
}

export function useBranding(): BrandingView {
  return { companyName: 'Console' };
}
