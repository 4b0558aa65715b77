import { defaultStorage, sessionStorage as amplifySessionStorage } from 'aws-amplify/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredAuthTokens, tokenStorageFor } from './token-storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('where Amplify keeps the tokens', () => {
  it('is session storage without Remember me and local storage with it', async () => {
    expect(tokenStorageFor(false)).toBe(amplifySessionStorage);
    expect(tokenStorageFor(true)).toBe(defaultStorage);
    await tokenStorageFor(false).setItem('probe', 'session');
    await tokenStorageFor(true).setItem('probe', 'local');
    expect(sessionStorage.getItem('probe')).toBe('session');
    expect(localStorage.getItem('probe')).toBe('local');
  });
});

describe('clearStoredAuthTokens', () => {
  it("removes Amplify's tokens and sign-in state from both storages, nothing else", () => {
    for (const storage of [localStorage, sessionStorage]) {
      storage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'u1');
      storage.setItem('CognitoIdentityServiceProvider.client.u1.idToken', 'token');
      storage.setItem('CognitoSignInState.signInSession', 'session');
      storage.setItem('theme', 'dark');
    }
    clearStoredAuthTokens();
    for (const storage of [localStorage, sessionStorage]) {
      expect(Object.keys(storage)).toEqual(['theme']);
    }
  });
});
