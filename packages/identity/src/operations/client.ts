import { CognitoError } from '../errors';
import type { EmbeddedIdentity } from '../service';

/** Operations that name an app client must name ours, as Cognito refuses unknown clients. */
export function assertClient(identity: EmbeddedIdentity, clientId: string): void {
  if (clientId !== identity.pool.clientId) {
    throw new CognitoError(
      'ResourceNotFoundException',
      `User pool client ${clientId} does not exist.`,
    );
  }
}
