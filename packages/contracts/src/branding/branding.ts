import { z } from 'zod';
import { boundedText, text } from '../common';
import { successEnvelope, requestExamples } from '../envelope';
import { CUSTOM_CSS_MAX_LENGTH } from './sanitize-css';
import { FAVICON_DATA_MAX, isHttpsUrl, isSafeImageSource, LOGO_DATA_MAX } from './sources';

/** Colours are stored and sent as six-digit hex ('#1c7ed6'): the palette is generated from them. */
const HexColor = text()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour in the form #1c7ed6');

/**
 * An image a page loads: an https: URL, or a base64 data: image of bounded size. Nothing else
 * (no http:, javascript:, blob: or relative paths), so branding can never make the console load
 * from an insecure origin or run script.
 */
const ImageSource = (dataMax: number) =>
  text()
    .trim()
    .refine(
      (value) => isSafeImageSource(value, dataMax),
      `Use an https:// address or a base64 data: image under ${Math.floor(dataMax / 1_000)} KB`,
    );

const HttpsUrl = text().trim().refine(isHttpsUrl, 'Use an https:// address');

/** Background and text colour of one colour scheme; null keeps the console's own. */
const SchemeColors = z.strictObject({
  background: HexColor.nullable(),
  text: HexColor.nullable(),
});

/**
 * The white-label branding of an organisation (spec section 3, "Branding"). The organisation name
 * is the organisation's own name: saving branding renames the organisation.
 */
export const Branding = z.strictObject({
  organizationName: boundedText(100).min(1, 'Enter the organisation name'),
  logoUrl: ImageSource(LOGO_DATA_MAX).nullable(),
  faviconUrl: ImageSource(FAVICON_DATA_MAX).nullable(),
  primaryColor: HexColor,
  secondaryColor: HexColor,
  accentColor: HexColor,
  lightTheme: SchemeColors,
  darkTheme: SchemeColors,
  customCss: text().max(CUSTOM_CSS_MAX_LENGTH, 'Custom CSS is limited to 20,000 characters'),
  footerText: boundedText(200),
  supportEmail: z.email('Enter a valid e-mail address').max(254).nullable(),
  supportPhone: boundedText(30)
    .regex(/^\+?[0-9 ()./-]{3,30}$/, 'Use digits, spaces and + ( ) - . only')
    .nullable(),
  website: HttpsUrl.nullable(),
  metadata: z.strictObject({
    title: boundedText(60).min(1, 'Enter the browser title'),
    description: boundedText(300),
    keywords: boundedText(300),
  }),
  features: z.strictObject({
    showPoweredBy: z.boolean(),
    customLoginScreen: z.boolean(),
    customDashboard: z.boolean(),
    whiteLabel: z.boolean(),
  }),
});
export type Branding = z.infer<typeof Branding>;

/** `PUT /api/organization/{id}/branding`: the whole branding, validated as above. */
export const UpdateBrandingBody = Branding.meta(
  requestExamples({
    organizationName: 'Lotus Retail Bank',
    logoUrl: 'https://cdn.lotus.example/logo.svg',
    faviconUrl: null,
    primaryColor: '#0b7285',
    secondaryColor: '#495057',
    accentColor: '#e8590c',
    lightTheme: { background: null, text: null },
    darkTheme: { background: '#101113', text: null },
    customCss: '.brand { font-weight: 700 }',
    footerText: '© Lotus Retail Bank',
    supportEmail: 'help@lotus.example',
    supportPhone: '+91 22 4000 1234',
    website: 'https://lotus.example',
    metadata: { title: 'Lotus Console', description: 'Branch operations', keywords: 'bank' },
    features: {
      showPoweredBy: true,
      customLoginScreen: false,
      customDashboard: false,
      whiteLabel: false,
    },
  }),
);
export type UpdateBrandingBody = Branding;

/** What the server answers: the branding, and whether it is still the organisation's default. */
export const BrandingRecord = z.object({
  branding: Branding,
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type BrandingRecord = z.infer<typeof BrandingRecord>;
export const BrandingResponse = successEnvelope(BrandingRecord);
