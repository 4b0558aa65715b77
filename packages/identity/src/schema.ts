import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * The embedded Cognito-compatible user pool's tables. The host application's migrations create
 * them (its Drizzle schema re-exports this file). These tables span organisations:
 * a user is found by e-mail before anyone knows their organisation. Only the table owner reads
 * them; the API's tenant role has no rights on them (migration 0003).
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};

/** The pool and its app client: ids in Cognito's formats, created on first start. */
export const identityPools = pgTable('identity_pools', {
  id: text('id').primaryKey(),
  region: text('region').notNull(),
  clientId: text('client_id').notNull().unique(),
  /** SigV4 credentials that authorise the admin operations over HTTP. */
  adminAccessKeyId: text('admin_access_key_id').notNull(),
  adminSecretAccessKey: text('admin_secret_access_key').notNull(),
  ...timestamps,
});

/** RS256 keys; the newest unretired one signs, all unretired ones are published as JWKS. */
export const identitySigningKeys = pgTable(
  'identity_signing_keys',
  {
    kid: text('kid').primaryKey(),
    poolId: text('pool_id')
      .notNull()
      .references(() => identityPools.id, { onDelete: 'cascade' }),
    privateKeyPem: text('private_key_pem').notNull(),
    publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    retiredAt: at('retired_at'),
  },
  (t) => [index('identity_signing_keys_pool_idx').on(t.poolId)],
);

export const identityUserStatuses = [
  'FORCE_CHANGE_PASSWORD',
  'CONFIRMED',
  'RESET_REQUIRED',
] as const;

export const identityUsers = pgTable(
  'identity_users',
  {
    /** The subject (`sub`); also the Cognito username, as in pools that sign in by e-mail. */
    id: uuid('id').primaryKey().defaultRandom(),
    poolId: text('pool_id')
      .notNull()
      .references(() => identityPools.id, { onDelete: 'cascade' }),
    /** Lower-cased; the sign-in name. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(true),
    status: text('status', { enum: identityUserStatuses })
      .notNull()
      .default('FORCE_CHANGE_PASSWORD'),
    enabled: boolean('enabled').notNull().default(true),
    /** Every other attribute, under its Cognito name (name, given_name, custom:orgId, ...). */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /** argon2id (OWASP parameters) for USER_PASSWORD_AUTH. */
    passwordHash: text('password_hash'),
    /** SRP-6a salt and verifier (hex) for USER_SRP_AUTH; the password never reaches us there. */
    srpSalt: text('srp_salt'),
    srpVerifier: text('srp_verifier'),
    passwordChangedAt: at('password_changed_at'),
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    emailMfaEnabled: boolean('email_mfa_enabled').notNull().default(false),
    preferredMfa: text('preferred_mfa', { enum: ['SOFTWARE_TOKEN_MFA', 'EMAIL_OTP'] }),
    /** An extension of ours: an admin can require MFA of one user in an optional-MFA pool. */
    mfaRequired: boolean('mfa_required').notNull().default(false),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastFailedAt: at('last_failed_at'),
    lockedUntil: at('locked_until'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('identity_users_pool_email_key').on(t.poolId, t.email),
    check('identity_users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const identityGroups = pgTable(
  'identity_groups',
  {
    poolId: text('pool_id')
      .notNull()
      .references(() => identityPools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** Lower comes first in `cognito:groups`, so the first group is the role. */
    precedence: integer('precedence').notNull().default(100),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.name] })],
);

export const identityUserGroups = pgTable(
  'identity_user_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    poolId: text('pool_id').notNull(),
    groupName: text('group_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.groupName] }),
    foreignKey({
      columns: [t.poolId, t.groupName],
      foreignColumns: [identityGroups.poolId, identityGroups.name],
    }).onDelete('cascade'),
    index('identity_user_groups_group_idx').on(t.poolId, t.groupName),
  ],
);

/** A sign-in: its id is the tokens' `origin_jti`; revoking it makes all its tokens useless. */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    /** SHA-256 of the current refresh token; rotated on every refresh. */
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    /** The one before, to recognise a stolen token being replayed (the family is revoked). */
    previousRefreshTokenHash: text('previous_refresh_token_hash'),
    /**
     * A second valid refresh token, handed to a client that presented the previous one within
     * the grace period after a rotation (two tabs refreshing at once share one token store).
     */
    siblingRefreshTokenHash: text('sibling_refresh_token_hash'),
    /** When the refresh token last rotated: the grace period counts from here. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    deviceKey: text('device_key'),
    authTime: at('auth_time').notNull(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('identity_sessions_user_idx').on(t.userId),
    index('identity_sessions_previous_hash_idx').on(t.previousRefreshTokenHash),
    index('identity_sessions_sibling_hash_idx').on(t.siblingRefreshTokenHash),
  ],
);

/** A sign-in in progress between two calls (SRP, new password, MFA): lives 3 minutes. */
export const identityChallenges = pgTable(
  'identity_challenges',
  {
    /** SHA-256 of the `Session` string handed to the client. */
    sessionHash: text('session_hash').primaryKey(),
    poolId: text('pool_id')
      .notNull()
      .references(() => identityPools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => identityUsers.id, { onDelete: 'cascade' }),
    challengeName: text('challenge_name').notNull(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('identity_challenges_expires_idx').on(t.expiresAt),
    index('identity_challenges_user_idx').on(t.userId),
  ],
);

/** Remembered devices (ConfirmDevice), with their own SRP verifier. */
export const identityDevices = pgTable(
  'identity_devices',
  {
    deviceKey: text('device_key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    name: text('name'),
    srpSalt: text('srp_salt'),
    srpVerifier: text('srp_verifier'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at'),
  },
  (t) => [index('identity_devices_user_idx').on(t.userId)],
);

/** Passkeys (WebAuthn credentials), registered by a signed-in person, bound to them. */
export const identityWebauthnCredentials = pgTable(
  'identity_webauthn_credentials',
  {
    /** The credential id as the authenticator made it, base64url. */
    credentialId: text('credential_id').primaryKey(),
    poolId: text('pool_id')
      .notNull()
      .references(() => identityPools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter as last seen; an assertion must exceed it. */
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    authenticatorAttachment: text('authenticator_attachment'),
    relyingPartyId: text('relying_party_id').notNull(),
    friendlyName: text('friendly_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('identity_webauthn_credentials_user_idx').on(t.userId)],
);

export type IdentityUserRow = typeof identityUsers.$inferSelect;
export type IdentitySessionRow = typeof identitySessions.$inferSelect;
export type IdentityWebauthnCredentialRow = typeof identityWebauthnCredentials.$inferSelect;
