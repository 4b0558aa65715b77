/*
 * `@fm/identity/testing`: the embedded pool's internals, for tests only (ESLint refuses this
 * entry outside test files). A host's own code uses the package's index.
 */
import type { EmbeddedPool } from '../public-types';
import { internalsOf } from '../internals';
import type { EmbeddedIdentity } from '../service';

export { signedAdminHeaders } from './admin-request';
export { ensurePool } from '../pool';
export { verifyPassword } from '../passwords';
export { startSession } from '../tokens';
export { findUserBySignInName, groupsOf } from '../users';

/** Keys, settings and database of an embedded pool (to forge or inspect tokens in tests). */
export function embeddedInternals(pool: EmbeddedPool): EmbeddedIdentity {
  const internals = internalsOf.get(pool);
  if (!internals) throw new Error('Not an embedded pool made by createIdentity');
  return internals;
}
