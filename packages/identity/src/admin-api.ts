import type * as CognitoSdk from '@aws-sdk/client-cognito-identity-provider';
import type { FastifyRequest } from 'fastify';
import { CognitoError } from './errors';
import { operations } from './operations';
import type { EmbeddedIdentity } from './service';

/*
 * Cognito's admin API (ListUsers, AdminCreateUser, AdminDisableUser, ...) as the product's own
 * services call it: the embedded pool answers it in this process, a real pool in AWS with the
 * server's credentials (the AWS SDK's usual chain). One code path manages people either way.
 */

export type AdminOperation =
  | 'ListUsers'
  | 'AdminGetUser'
  | 'AdminCreateUser'
  | 'AdminDeleteUser'
  | 'AdminEnableUser'
  | 'AdminDisableUser'
  | 'AdminSetUserPassword'
  | 'AdminAddUserToGroup'
  | 'AdminRemoveUserFromGroup'
  | 'AdminUpdateUserAttributes'
  | 'AdminUserGlobalSignOut'
  | 'AdminSetUserMFAPreference';

export interface AdminApi {
  readonly userPoolId: string;
  /** Null when the API can be called; otherwise what is missing, in a sentence for a person. */
  unavailable(): Promise<string | null>;
  /** Calls one operation (`UserPoolId` is added); Cognito's errors arrive as `CognitoError`. */
  call<T = Record<string, unknown>>(
    operation: AdminOperation,
    input: Record<string, unknown>,
  ): Promise<T>;
}

/** The embedded pool's admin operations, run in this process (no signature: nothing travels). */
export function embeddedAdminApi(identity: EmbeddedIdentity): AdminApi {
  const userPoolId = identity.pool.id;
  return {
    userPoolId,
    unavailable: () => Promise.resolve(null),
    async call<T>(name: AdminOperation, input: Record<string, unknown>) {
      const operation = operations.get(name);
      if (!operation?.admin) throw new CognitoError('UnknownOperationException', name);
      const parsed = operation.input.safeParse({ ...input, UserPoolId: userPoolId });
      if (!parsed.success)
        throw new CognitoError('InvalidParameterException', parsed.error.issues[0]!.message);
      // Admin operations read only the pool, never the HTTP request.
      const request = undefined as unknown as FastifyRequest;
      return (await operation.run({ identity, request }, parsed.data as never)) as T;
    },
  };
}

type SdkModule = typeof CognitoSdk;
type SdkCommand = Parameters<InstanceType<SdkModule['CognitoIdentityProviderClient']>['send']>[0];

const NO_CREDENTIALS =
  'This server has no AWS credentials for the Cognito user pool (environment, profile, or instance or task role), so people are shown read-only. Give the server a role that may call cognito-idp admin operations on the pool to manage them here.';

/** A real Cognito pool's admin API through the AWS SDK (loaded on first use). */
export function cognitoAdminApi(region: string, userPoolId: string): AdminApi {
  let loaded: Promise<{
    sdk: SdkModule;
    client: InstanceType<SdkModule['CognitoIdentityProviderClient']>;
  }>;
  const load = () =>
    (loaded ??= import('@aws-sdk/client-cognito-identity-provider').then((sdk) => ({
      sdk,
      client: new sdk.CognitoIdentityProviderClient({ region }),
    })));
  return {
    userPoolId,
    async unavailable() {
      try {
        const { client } = await load();
        await client.config.credentials();
        return null;
      } catch {
        return NO_CREDENTIALS;
      }
    },
    async call<T>(name: AdminOperation, input: Record<string, unknown>) {
      const { sdk, client } = await load();
      const Command = (sdk as unknown as Record<string, new (input: object) => SdkCommand>)[
        `${name}Command`
      ]!;
      try {
        return (await client.send(new Command({ ...input, UserPoolId: userPoolId }))) as T;
      } catch (error) {
        if (error instanceof sdk.CognitoIdentityProviderServiceException)
          throw new CognitoError(error.name, error.message);
        throw error;
      }
    },
  };
}
