import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { Database } from './db';
import { identityGroups, identityPools, identitySigningKeys } from './schema';
import { newClientId, newPoolId, poolNameOf, randomString } from './ids';

export interface PoolInfo {
  id: string;
  /** The part after the underscore, hashed into SRP. */
  name: string;
  region: string;
  clientId: string;
  adminAccessKeyId: string;
  adminSecretAccessKey: string;
}

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKeys: Map<string, CryptoKey>;
  jwks: { keys: JWK[] };
}

/** The product's roles are the pool's groups; the lower precedence comes first in tokens. */
export const ROLE_GROUPS = [
  { name: 'admin', precedence: 1, description: 'Administrators of an organisation' },
  { name: 'approver', precedence: 2, description: 'Approve or reject staged locations' },
  { name: 'user', precedence: 3, description: 'Staff' },
  { name: 'vendor', precedence: 4, description: "Vendors' staff" },
  { name: 'viewer', precedence: 5, description: 'Read-only access' },
] as const;

const POOL_LOCK = 7_240_119;

/**
 * The embedded user pool, created on the first start: ids in Cognito's formats, the admin
 * credentials for SigV4, the role groups and a first RS256 signing key. Idempotent.
 */
export async function ensurePool(db: Database, region: string): Promise<PoolInfo> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${POOL_LOCK})`);
    let [pool] = await tx
      .select()
      .from(identityPools)
      .orderBy(asc(identityPools.createdAt))
      .limit(1);
    if (!pool) {
      [pool] = await tx
        .insert(identityPools)
        .values({
          id: newPoolId(region),
          region,
          clientId: newClientId(),
          adminAccessKeyId: `AKIA${randomString(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}`,
          adminSecretAccessKey: randomBytes(30).toString('base64'),
        })
        .returning();
    }
    if (!pool) throw new Error('Could not create the user pool');
    await tx
      .insert(identityGroups)
      .values(ROLE_GROUPS.map((group) => ({ ...group, poolId: pool.id })))
      .onConflictDoNothing();
    const [key] = await tx
      .select({ kid: identitySigningKeys.kid })
      .from(identitySigningKeys)
      .where(and(eq(identitySigningKeys.poolId, pool.id), isNull(identitySigningKeys.retiredAt)))
      .limit(1);
    if (!key) {
      const { privateKey, publicKey } = await generateKeyPair('RS256', {
        modulusLength: 2048,
        extractable: true,
      });
      const kid = randomBytes(16).toString('base64url');
      const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
      await tx.insert(identitySigningKeys).values({
        kid,
        poolId: pool.id,
        privateKeyPem: await exportPKCS8(privateKey),
        publicJwk: { ...publicJwk },
      });
    }
    return {
      id: pool.id,
      name: poolNameOf(pool.id),
      region: pool.region,
      clientId: pool.clientId,
      adminAccessKeyId: pool.adminAccessKeyId,
      adminSecretAccessKey: pool.adminSecretAccessKey,
    };
  });
}

/** The unretired keys: the newest signs, all of them verify and are published. */
export async function loadSigningKeys(db: Database, poolId: string): Promise<SigningKeys> {
  const rows = await db
    .select()
    .from(identitySigningKeys)
    .where(and(eq(identitySigningKeys.poolId, poolId), isNull(identitySigningKeys.retiredAt)))
    .orderBy(desc(identitySigningKeys.createdAt));
  const newest = rows[0];
  if (!newest) throw new Error(`The user pool ${poolId} has no signing key`);
  const publicKeys = new Map<string, CryptoKey>();
  for (const row of rows)
    publicKeys.set(row.kid, (await importJWK(row.publicJwk as JWK, 'RS256')) as CryptoKey);
  return {
    kid: newest.kid,
    privateKey: await importPKCS8(newest.privateKeyPem, 'RS256'),
    publicKeys,
    jwks: { keys: rows.map((row) => row.publicJwk as JWK) },
  };
}
