import { storageKeys } from '@/lib/storage-keys';

const HOME = '/';
const LOGIN = '/login';

/**
 * Only paths of this app are followed: one leading slash (not '//host', which browsers read as
 * another site) and never the login page itself.
 */
export function isSafeDestination(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return false;
  const pathname = path.split(/[?#]/)[0];
  return pathname !== LOGIN && pathname !== `${LOGIN}/`;
}

/** Remembers where a signed-out visitor wanted to go (path plus query), for after the login. */
export function saveDestination(pathWithQuery: string) {
  if (isSafeDestination(pathWithQuery))
    sessionStorage.setItem(storageKeys.redirectAfterLogin, pathWithQuery);
}

/** Where to go after signing in: the saved destination, else the home page. */
export function savedDestination(): string {
  const saved = sessionStorage.getItem(storageKeys.redirectAfterLogin);
  return isSafeDestination(saved) ? saved : HOME;
}

export function clearDestination() {
  sessionStorage.removeItem(storageKeys.redirectAfterLogin);
}
