import type { AppConfig } from '@fm/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError, transportMessages } from '@/lib/api-error';

type IdentityConfig = AppConfig['identity'];

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Checked by hand rather than with the contract's zod schema: this call is part of the login
 * screen's first load, and zod (with the rest of the contracts) arrives with the signed-in code
 * instead. The type still comes from `AppConfig` in packages/contracts.
 */
function readIdentityConfig(data: unknown): IdentityConfig | null {
  const identity = (data as { identity?: Record<string, unknown> } | null)?.identity;
  if (!identity || !isText(identity.userPoolId) || !isText(identity.userPoolClientId)) return null;
  if (!isText(identity.region)) return null;
  const endpoint = identity.userPoolEndpoint;
  if (endpoint !== undefined && !isText(endpoint)) return null;
  return {
    userPoolId: identity.userPoolId,
    userPoolClientId: identity.userPoolClientId,
    region: identity.region,
    ...(endpoint === undefined ? {} : { userPoolEndpoint: endpoint }),
  };
}

/** `GET /api/config` (public): the identity pool the web app signs in with. */
export async function getIdentityConfig(signal?: AbortSignal): Promise<IdentityConfig> {
  const identity = readIdentityConfig(await apiRequest('/config', { signal }));
  if (!identity) throw new ApiError(transportMessages.invalidResponse, 200, 'INVALID_RESPONSE');
  return identity;
}
