import { defaultBranding, type Branding } from '@fm/contracts';

/** The branding form's fields, all text (an empty field is "not set"). */
export interface BrandingValues {
  organizationName: string;
  title: string;
  logoUrl: string;
  faviconUrl: string;
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  lightBackground: string;
  lightText: string;
  darkBackground: string;
  darkText: string;
  footerText: string;
  supportEmail: string;
  supportPhone: string;
  website: string;
  customCss: string;
}
export type BrandingField = keyof BrandingValues;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const valuesOf = (b: Branding): BrandingValues => ({
  organizationName: b.organizationName,
  title: b.metadata.title,
  logoUrl: b.logoUrl ?? '',
  faviconUrl: b.faviconUrl ?? '',
  primaryColor: b.primaryColor,
  secondaryColor: b.secondaryColor,
  accentColor: b.accentColor,
  lightBackground: b.lightTheme.background ?? '',
  lightText: b.lightTheme.text ?? '',
  darkBackground: b.darkTheme.background ?? '',
  darkText: b.darkTheme.text ?? '',
  footerText: b.footerText,
  supportEmail: b.supportEmail ?? '',
  supportPhone: b.supportPhone ?? '',
  website: b.website ?? '',
  customCss: b.customCss,
});

/** The values as a Branding; what the form does not edit (features, description) is kept. */
export const brandingOf = (v: BrandingValues, base: Branding): Branding => ({
  ...base,
  organizationName: v.organizationName,
  metadata: { ...base.metadata, title: v.title },
  logoUrl: orNull(v.logoUrl),
  faviconUrl: orNull(v.faviconUrl),
  primaryColor: v.primaryColor.trim(),
  secondaryColor: v.secondaryColor.trim(),
  accentColor: v.accentColor.trim(),
  lightTheme: { background: orNull(v.lightBackground), text: orNull(v.lightText) },
  darkTheme: { background: orNull(v.darkBackground), text: orNull(v.darkText) },
  footerText: v.footerText,
  supportEmail: orNull(v.supportEmail),
  supportPhone: orNull(v.supportPhone),
  website: orNull(v.website),
  customCss: v.customCss,
});

const nested: Record<string, BrandingField> = {
  'metadata.title': 'title',
  'lightTheme.background': 'lightBackground',
  'lightTheme.text': 'lightText',
  'darkTheme.background': 'darkBackground',
  'darkTheme.text': 'darkText',
};

/** The form field a contract path ('metadata.title', or the server's 'body.metadata.title') names. */
export function fieldOf(path: string): BrandingField | null {
  const key = path.replace(/^body\./, '');
  if (nested[key]) return nested[key];
  return key in valuesOf(blank) ? (key as BrandingField) : null;
}

/** Only its keys matter: which form fields exist. */
const blank: Branding = defaultBranding('');
