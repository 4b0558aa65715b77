import { defaultBranding, type Branding } from '@fm/contracts';
import {
  MantineProvider,
  type CSSVariablesResolver,
  type MantineColorSchemeManager,
  type MantineThemeOverride,
} from '@mantine/core';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { brandingCssVariables, brandingTheme } from '../lib/branding-theme';
import { applyDocumentBranding } from '../lib/document-branding';
import { loadStoredBranding } from '../lib/stored-branding';

/** What screens read of the branding; `branding` is the whole entity. */
export interface BrandingView {
  companyName: string;
  logoUrl?: string;
  branding: Branding;
}

interface BrandingState {
  branding: Branding;
  setBranding: Dispatch<SetStateAction<Branding>>;
}

const BrandingContext = createContext<BrandingState | null>(null);

/**
 * Holds the white-label branding (spec section 4): the cached one, else the default, until the
 * signed-in organisation's arrives (BrandingSync). It owns Mantine's theme, so the primary colour
 * drives every screen, and keeps the page's title, favicon and custom CSS in step.
 */
export function BrandingProvider({
  children,
  theme = {},
  cssVariablesResolver: baseVariables,
  colorSchemeManager,
  defaultColorScheme = 'auto',
}: {
  children: ReactNode;
  theme?: MantineThemeOverride;
  /** The base theme's CSS variables; the branding's colours are laid over them. */
  cssVariablesResolver?: CSSVariablesResolver;
  colorSchemeManager?: MantineColorSchemeManager;
  defaultColorScheme?: 'light' | 'dark' | 'auto';
}) {
  const [branding, setBranding] = useState<Branding>(loadStoredBranding);
  const { primaryColor, secondaryColor, accentColor, lightTheme, darkTheme } = branding;
  const themeOverride = useMemo(
    () => brandingTheme(theme, { ...defaultBranding(), primaryColor, secondaryColor, accentColor }),
    [theme, primaryColor, secondaryColor, accentColor],
  );
  const cssVariablesResolver = useMemo(
    () => brandingCssVariables({ ...defaultBranding(), lightTheme, darkTheme }, baseVariables),
    [lightTheme, darkTheme, baseVariables],
  );
  useEffect(() => applyDocumentBranding(branding), [branding]);
  const state = useMemo(() => ({ branding, setBranding }), [branding]);

  return (
    <BrandingContext.Provider value={state}>
      <MantineProvider
        theme={themeOverride}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme={defaultColorScheme}
      >
        {children}
      </MantineProvider>
    </BrandingContext.Provider>
  );
}

/** The branding and a way to replace it (the Settings dialog, the sync after sign-in). */
export function useBrandingState(): BrandingState {
  const state = useContext(BrandingContext);
  if (!state) throw new Error('useBrandingState() needs a <BrandingProvider> above it');
  return state;
}

const fallbackView: BrandingView = {
  companyName: defaultBranding().organizationName,
  branding: defaultBranding(),
};

/** The organisation's name and logo for the header; the default outside a BrandingProvider. */
export function useBranding(): BrandingView {
  const state = useContext(BrandingContext);
  const branding = state?.branding;
  return useMemo(
    () =>
      branding
        ? {
            companyName: branding.organizationName,
            ...(branding.logoUrl ? { logoUrl: branding.logoUrl } : {}),
            branding,
          }
        : fallbackView,
    [branding],
  );
}
