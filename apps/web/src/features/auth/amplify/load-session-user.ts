import {
  buildSessionUser,
  type IdentityAttributes,
  type SessionUser,
  type UserMeta,
} from '@fm/contracts';
import { fetchUserAttributes, getCurrentUser } from 'aws-amplify/auth';
import { getUserMeta } from '../api/get-user-meta';
import { storeUserMeta } from '../lib/stored-user-meta';

/** The identity attributes the session user is built from. */
const ATTRIBUTES = [
  'email',
  'name',
  'given_name',
  'custom:orgId',
  'custom:role',
  'custom:department',
  'phone_number',
] as const;

/**
 * The signed-in person: current user, their attributes and their metadata from the API, built
 * into the session user. Metadata that cannot be loaded is logged, and the user is built
 * without it (no organisation or groups from it).
 */
export async function loadSessionUser(): Promise<SessionUser> {
  const current = await getCurrentUser();
  const attributes = await fetchUserAttributes();
  const email = attributes.email ?? current.signInDetails?.loginId ?? '';
  let meta: UserMeta | null = null;
  try {
    meta = email ? await getUserMeta(email) : null;
  } catch (error) {
    console.warn('Could not load the user metadata; continuing without it', error);
  }
  storeUserMeta(meta);
  const identity: IdentityAttributes = { sub: attributes.sub ?? current.userId };
  for (const key of ATTRIBUTES) {
    const value = attributes[key];
    if (value) identity[key] = value;
  }
  return buildSessionUser(identity, meta);
}
