import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, sessionStorage, type KeyValueStorageInterface } from 'aws-amplify/utils';

/**
 * Where Amplify keeps the tokens: localStorage when the person ticked Remember me (they survive
 * the browser closing), sessionStorage otherwise (gone with the tab).
 */
export const tokenStorageFor = (rememberMe: boolean): KeyValueStorageInterface =>
  rememberMe ? defaultStorage : sessionStorage;

/** Points Amplify's token store at the storage the Remember me choice asks for. */
export function applyTokenStorage(rememberMe: boolean) {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(tokenStorageFor(rememberMe));
}

/** Amplify's keys: tokens (`CognitoIdentityServiceProvider.*`) and pending sign-in state. */
const AMPLIFY_KEY_PREFIXES = ['CognitoIdentityServiceProvider.', 'CognitoSignInState.'];

/** Removes every stored auth token from both local and session storage. */
export function clearStoredAuthTokens() {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) {
      if (key && AMPLIFY_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)))
        storage.removeItem(key);
    }
  }
}
