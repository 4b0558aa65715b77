import { z } from 'zod';
import { OrgId, OrgNumber, boundedText } from '../common';
import { successEnvelope, requestExamples } from '../envelope';

const temperatureUnits = ['celsius', 'fahrenheit'] as const;
export const TemperatureUnit = z.enum(temperatureUnits);
export type TemperatureUnit = z.infer<typeof TemperatureUnit>;

export const Preferences = z.object({
  notifications: z.boolean(),
  temperatureUnit: TemperatureUnit,
});
export type Preferences = z.infer<typeof Preferences>;

export const defaultPreferences: Preferences = { notifications: true, temperatureUnit: 'celsius' };

/** `GET /api/user/{userEmail}`: a person's metadata in the product (spec section 3, "User meta"). */
export const UserMeta = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  orgId: OrgNumber,
  /** The organisation id as text, as the session user carries it. */
  organizationId: z.string(),
  groups: z.array(z.string()),
  role: z.string(),
  avatar: z.string().nullable(),
  department: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  preferences: Preferences,
  /**
   * Only on the person's own metadata: a new sign-in e-mail waiting for the code mailed to it
   * (`POST /api/profile/email-verification`); `email` stays the old one until then.
   */
  pendingEmail: z.string().nullable().optional(),
});
export type UserMeta = z.infer<typeof UserMeta>;
export const UserMetaResponse = successEnvelope(UserMeta);

export const UserEmailParams = z.object({ userEmail: z.email().max(254) });

/** The profile update of the Profile Settings dialog: name, e-mail and preferences. */
export const UpdateProfileBody = z
  .strictObject({
    name: boundedText(100).min(1, 'Enter your name'),
    email: z.email('Enter a valid e-mail address').max(254),
    preferences: Preferences,
  })
  .meta(
    requestExamples({
      name: 'Priya Sharma',
      email: 'priya.sharma@lotus.example',
      preferences: { notifications: true, temperatureUnit: 'celsius' },
    }),
  );
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** The six-digit code mailed to a new sign-in e-mail, which confirms it. */
export const VerifyEmailBody = z
  .strictObject({
    code: boundedText(6).regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail'),
  })
  .meta(requestExamples({ code: '123456' }));
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

export const Organization = z.object({
  id: OrgNumber,
  name: z.string(),
  /**
   * The organisation's IANA time zone ('Asia/Kolkata'): where its "today" is reckoned (the
   * attendance day a mark may not be after, the monthly periods). Beyond the spec's name.
   */
  timeZone: z.string(),
});
export type Organization = z.infer<typeof Organization>;
export const OrganizationResponse = successEnvelope(Organization);
export const OrganizationParams = z.object({ id: OrgId });

/** `GET /api/config`: what the web app needs at run time, so one build serves any deployment. */
export const AppConfig = z.object({
  version: z.string(),
  identity: z.object({
    userPoolId: z.string(),
    userPoolClientId: z.string(),
    region: z.string(),
    userPoolEndpoint: z.string().optional(),
  }),
  mapStyle: z.string().nullable(),
});
export type AppConfig = z.infer<typeof AppConfig>;
export const AppConfigResponse = successEnvelope(AppConfig);
