import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '@fm/contracts';
import { serverDatabase } from './database';
import { serverUrl } from './server';

/*
 * People of a spec's own, created as an administrator of a Cognito pool would: the embedded
 * pool's admin operations (AdminCreateUser, AdminSetUserPassword) through the AWS SDK, signed
 * with the pool's admin key pair. The keys are read from the server's database, where the pool
 * keeps them; nothing else of the pool is touched behind its back.
 */

/** The password of every person a spec creates ready to sign in (the pool's policy holds). */
const PERSON_PASSWORD = 'Mine@12345';

export interface Person {
  email: string;
  name: string;
  role: Role;
  /** Their password now: PERSON_PASSWORD, or a temporary one for a newcomer. */
  password: string;
  orgId: number;
}

interface PoolAdmin {
  client: CognitoIdentityProviderClient;
  poolId: string;
}

// The pinned SDK runs on Node 20 (decision 007); its notice about later releases is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

let admin: Promise<PoolAdmin> | undefined;

function poolAdmin(): Promise<PoolAdmin> {
  admin ??= (async () => {
    const db = await serverDatabase();
    const { rows } = await db.query<{
      id: string;
      region: string;
      admin_access_key_id: string;
      admin_secret_access_key: string;
    }>(
      `select id, region, admin_access_key_id, admin_secret_access_key
         from identity_pools order by created_at limit 1`,
    );
    const pool = rows[0];
    if (!pool) throw new Error('The server under test has no user pool yet');
    const client = new CognitoIdentityProviderClient({
      region: pool.region,
      endpoint: `${serverUrl()}/identity`,
      credentials: {
        accessKeyId: pool.admin_access_key_id,
        secretAccessKey: pool.admin_secret_access_key,
      },
    });
    return { client, poolId: pool.id };
  })();
  return admin;
}

export function closePoolAdmin(): void {
  const open = admin;
  admin = undefined;
  void open?.then(({ client }) => client.destroy()).catch(() => undefined);
}

export interface NewPerson {
  orgId: number;
  role: Role;
  name: string;
  /** A vendor's company (`custom:vendorId`, a row of the organisation's vendors). */
  vendorId?: string;
  /** True: a temporary password they must replace at the first sign-in. */
  newcomer?: boolean;
}

/** A new person with a unique e-mail address in the given organisation. */
export async function createPerson(person: NewPerson): Promise<Person> {
  const { client, poolId } = await poolAdmin();
  const email = `${person.role}-${randomUUID()}@e2e.example`;
  const temporaryPassword = `Tmp@${randomUUID().slice(0, 8)}`;
  const attributes: Record<string, string> = {
    name: person.name,
    given_name: person.name.split(/\s+/)[0] ?? person.name,
    'custom:orgId': String(person.orgId),
    'custom:role': person.role,
    ...(person.vendorId ? { 'custom:vendorId': person.vendorId } : {}),
  };
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: email,
      TemporaryPassword: temporaryPassword,
      // The temporary password is handed back here, as the CLI prints it; no invitation mail.
      MessageAction: 'SUPPRESS',
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
  if (person.newcomer)
    return {
      email,
      name: person.name,
      role: person.role,
      password: temporaryPassword,
      orgId: person.orgId,
    };
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: poolId,
      Username: email,
      Password: PERSON_PASSWORD,
      Permanent: true,
    }),
  );
  return {
    email,
    name: person.name,
    role: person.role,
    password: PERSON_PASSWORD,
    orgId: person.orgId,
  };
}
