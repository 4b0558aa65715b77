import type { Branding } from './branding';

/** The default brand colour: blue (spec section 9), Mantine's blue 6. */
const DEFAULT_PRIMARY_COLOR = '#228be6';
/** The default title (spec section 9). */
export const DEFAULT_BRANDING_TITLE = 'Console';

/**
 * An organisation's branding until an admin sets one: blue, titled 'Console', named after the
 * organisation. Kept free of zod so the first screen can use it.
 */
export function defaultBranding(organizationName: string = DEFAULT_BRANDING_TITLE): Branding {
  return {
    organizationName,
    logoUrl: null,
    faviconUrl: null,
    primaryColor: DEFAULT_PRIMARY_COLOR,
    secondaryColor: '#495057',
    accentColor: '#15aabf',
    lightTheme: { background: null, text: null },
    darkTheme: { background: null, text: null },
    customCss: '',
    footerText: '',
    supportEmail: null,
    supportPhone: null,
    website: null,
    metadata: { title: DEFAULT_BRANDING_TITLE, description: '', keywords: '' },
    features: {
      showPoweredBy: true,
      customLoginScreen: false,
      customDashboard: false,
      whiteLabel: false,
    },
  };
}
