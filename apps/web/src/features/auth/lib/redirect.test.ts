import { afterEach, describe, expect, it } from 'vitest';
import { clearDestination, isSafeDestination, saveDestination, savedDestination } from './redirect';

afterEach(() => sessionStorage.clear());

describe('the post-login destination', () => {
  it('is the home page when nothing was saved', () => {
    expect(savedDestination()).toBe('/');
  });

  it('keeps the path with its query in session storage', () => {
    saveDestination('/locations?search=Mumbai');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/locations?search=Mumbai');
    expect(savedDestination()).toBe('/locations?search=Mumbai');
    clearDestination();
    expect(savedDestination()).toBe('/');
  });

  it('never points at the login page or another site', () => {
    for (const path of [
      '/login',
      '/login?x=1',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      '',
    ])
      expect(isSafeDestination(path)).toBe(false);
    saveDestination('/login');
    expect(savedDestination()).toBe('/');
    sessionStorage.setItem('redirectAfterLogin', '//evil.example');
    expect(savedDestination()).toBe('/');
  });

  it('accepts paths of this app', () => {
    for (const path of ['/', '/locations', '/locations/12/pest-control/2026-01-05', '/login-help'])
      expect(isSafeDestination(path)).toBe(true);
  });
});
