import {
  defaultBranding,
  FAVICON_DATA_MAX,
  isHexColor,
  isSafeImageSource,
  LOGO_DATA_MAX,
  type Branding,
} from '@fm/contracts';
import { storageKeys } from '@/lib/storage-keys';

type Unknown = Record<string, unknown>;
const isObject = (value: unknown): value is Unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback: string, max: number) =>
  typeof value === 'string' && value.length <= max ? value : fallback;
const nullableText = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : null;
const image = (value: unknown, dataMax: number) =>
  typeof value === 'string' && isSafeImageSource(value, dataMax) ? value : null;
const colour = (value: unknown, fallback: string) => (isHexColor(value) ? value : fallback);
const nullableColour = (value: unknown) => (isHexColor(value) ? value : null);
const scheme = (value: unknown) => {
  const given = isObject(value) ? value : {};
  return { background: nullableColour(given.background), text: nullableColour(given.text) };
};
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/**
 * The cached branding, field by field over the default: whatever is missing or malformed takes
 * the default's value. Checked by hand rather than with the contract's zod schema, because this
 * runs on the first screen (see decision 011).
 */
export function readBranding(raw: unknown): Branding {
  const fallback = defaultBranding();
  if (!isObject(raw)) return fallback;
  const metadata = isObject(raw.metadata) ? raw.metadata : {};
  const features = isObject(raw.features) ? raw.features : {};
  return {
    organizationName:
      text(raw.organizationName, fallback.organizationName, 100) || fallback.organizationName,
    logoUrl: image(raw.logoUrl, LOGO_DATA_MAX),
    faviconUrl: image(raw.faviconUrl, FAVICON_DATA_MAX),
    primaryColor: colour(raw.primaryColor, fallback.primaryColor),
    secondaryColor: colour(raw.secondaryColor, fallback.secondaryColor),
    accentColor: colour(raw.accentColor, fallback.accentColor),
    lightTheme: scheme(raw.lightTheme),
    darkTheme: scheme(raw.darkTheme),
    customCss: text(raw.customCss, '', 20_000),
    footerText: text(raw.footerText, '', 200),
    supportEmail: nullableText(raw.supportEmail, 254),
    supportPhone: nullableText(raw.supportPhone, 30),
    website: nullableText(raw.website, 2_048),
    metadata: {
      title: text(metadata.title, fallback.metadata.title, 60) || fallback.metadata.title,
      description: text(metadata.description, '', 300),
      keywords: text(metadata.keywords, '', 300),
    },
    features: {
      showPoweredBy: flag(features.showPoweredBy, fallback.features.showPoweredBy),
      customLoginScreen: flag(features.customLoginScreen, false),
      customDashboard: flag(features.customDashboard, false),
      whiteLabel: flag(features.whiteLabel, false),
    },
  };
}

/** The branding cached in localStorage (spec section 4), else the default. */
export function loadStoredBranding(): Branding {
  try {
    const stored = localStorage.getItem(storageKeys.brandingConfig);
    return readBranding(stored ? JSON.parse(stored) : null);
  } catch {
    return defaultBranding();
  }
}

export function storeBranding(branding: Branding): void {
  try {
    localStorage.setItem(storageKeys.brandingConfig, JSON.stringify(branding));
  } catch (error) {
    // A full storage (large embedded images) only costs the cache.
    console.warn('The branding could not be cached locally', error);
  }
}
