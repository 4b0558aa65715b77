import { resolveRole } from './roles';
import { defaultPreferences, type Preferences, type UserMeta } from './session';

/** The signed-in person as the web app holds them (spec section 3, "Session user"). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The organisation id as text; null when neither metadata nor token has one. */
  organizationId: string | null;
  role: string;
  department: string | null;
  phoneNumber: string | null;
  avatar: string | null;
  preferences: Preferences;
}

/** What the identity service tells about the person (token claims or user attributes). */
export interface IdentityAttributes {
  sub: string;
  email?: string;
  name?: string;
  given_name?: string;
  'custom:orgId'?: string;
  'custom:role'?: string;
  'custom:department'?: string;
  phone_number?: string;
  'cognito:groups'?: string[];
}

/**
 * Builds the session user: name falls back to the given name, then 'User'; the organisation id
 * comes from the metadata, else the claim, as text; the role is the first group, else the custom
 * role, else 'user'. Without metadata (its fetch failed) the user has no org or groups from it.
 */
export function buildSessionUser(
  attributes: IdentityAttributes,
  meta: UserMeta | null,
): SessionUser {
  const orgId = meta?.orgId ?? attributes['custom:orgId'];
  const groups = meta?.groups ?? attributes['cognito:groups'];
  return {
    id: attributes.sub,
    email: attributes.email ?? meta?.email ?? '',
    name: attributes.name?.trim() || attributes.given_name?.trim() || 'User',
    organizationId: orgId === undefined || orgId === null || orgId === '' ? null : String(orgId),
    role: resolveRole(groups, attributes['custom:role']),
    department: attributes['custom:department'] ?? meta?.department ?? null,
    phoneNumber: attributes.phone_number ?? meta?.phoneNumber ?? null,
    avatar: meta?.avatar ?? null,
    preferences: meta?.preferences ?? defaultPreferences,
  };
}
