import { afterEach, describe, expect, it } from 'vitest';
import { readRememberMe, storeRememberMe } from './remember-me';

afterEach(() => localStorage.clear());

describe('the Remember me flag', () => {
  it('is stored in local storage when checked and removed otherwise', () => {
    expect(readRememberMe()).toBe(false);
    storeRememberMe(true);
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(readRememberMe()).toBe(true);
    storeRememberMe(false);
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(readRememberMe()).toBe(false);
  });
});
