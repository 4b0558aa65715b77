import type { AppConfig } from '@fm/contracts';
import { Amplify, type ResourcesConfig } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { setTokenProvider } from '@/lib/api-client';
import { readRememberMe } from '../lib/remember-me';
import { applyTokenStorage } from './token-storage';

/**
 * Amplify's Auth configuration for the pool the server names. The embedded pool's endpoint may
 * be relative; Amplify needs it absolute, so it is resolved against the page's origin.
 */
function amplifyAuthConfig(
  identity: AppConfig['identity'],
  origin: string,
): NonNullable<ResourcesConfig['Auth']> {
  return {
    Cognito: {
      userPoolId: identity.userPoolId,
      userPoolClientId: identity.userPoolClientId,
      ...(identity.userPoolEndpoint
        ? { userPoolEndpoint: new URL(identity.userPoolEndpoint, origin).toString() }
        : {}),
      loginWith: { email: true },
    },
  };
}

/** The API's bearer token: the current ID token, refreshed by Amplify when it has expired. */
async function currentIdToken(): Promise<string | null> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

/**
 * Configures Amplify at run time from GET /api/config, so one build serves any pool. Tokens go
 * to the storage the stored Remember me flag chooses; the API client takes its token from here.
 */
export function configureAmplify(identity: AppConfig['identity']) {
  Amplify.configure({ Auth: amplifyAuthConfig(identity, window.location.origin) });
  applyTokenStorage(readRememberMe());
  setTokenProvider(currentIdToken);
}
