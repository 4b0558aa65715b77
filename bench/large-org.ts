import type { Database } from '../apps/server/src/db/client';
import type { PoolAdmin } from '@fm/identity';
import { generateLocations } from './generate-locations';

export const LARGE_ORG_SIZE = 10_000;
const LARGE_ORG_READER = 'reader@bench.example';

/**
 * An organisation of LARGE_ORG_SIZE generated live locations and one person who may read them
 * (a viewer), created through the user pool like every other account.
 */
export async function createLargeOrg(
  db: Database,
  admin: PoolAdmin,
  password: string,
): Promise<{ orgId: number; email: string }> {
  const orgId = await generateLocations(db, LARGE_ORG_SIZE);
  await admin.createUser({
    email: LARGE_ORG_READER,
    password,
    temporary: false,
    groups: ['viewer'],
    attributes: {
      name: 'Bench Reader',
      'custom:orgId': String(orgId),
      'custom:role': 'viewer',
    },
  });
  return { orgId, email: LARGE_ORG_READER };
}
