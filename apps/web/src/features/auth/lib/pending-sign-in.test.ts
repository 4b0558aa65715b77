import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingSignIn, readPendingSignIn, savePendingSignIn } from './pending-sign-in';

afterEach(() => sessionStorage.clear());

const start = 1_000_000;

describe('the pending sign-in', () => {
  it('lasts 3 minutes (180000 ms) and is gone after', () => {
    const expiresAt = savePendingSignIn(
      { username: 'a@demo.example', rememberMe: true, challenge: { kind: 'totp-code' } },
      start,
    );
    expect(expiresAt).toBe(start + 180_000);
    expect(readPendingSignIn(start + 179_999)).toMatchObject({
      username: 'a@demo.example',
      rememberMe: true,
      challenge: { kind: 'totp-code' },
    });
    expect(readPendingSignIn(start + 180_000)).toBeNull();
    expect(sessionStorage.getItem('pendingSignIn')).toBeNull();
  });

  it('never keeps a TOTP secret: that step is not resumed', () => {
    savePendingSignIn(
      { username: 'a@demo.example', rememberMe: false, challenge: { kind: 'email-setup' } },
      start,
    );
    savePendingSignIn(
      {
        username: 'a@demo.example',
        rememberMe: false,
        challenge: { kind: 'totp-setup', secret: 'SECRET', setupUri: 'otpauth://totp/x' },
      },
      start,
    );
    expect(sessionStorage.getItem('pendingSignIn')).toBeNull();
    expect(readPendingSignIn(start)).toBeNull();
  });

  it('treats unreadable state as absent', () => {
    sessionStorage.setItem('pendingSignIn', '{not json');
    expect(readPendingSignIn(start)).toBeNull();
    sessionStorage.setItem('pendingSignIn', JSON.stringify({ username: 'x' }));
    expect(readPendingSignIn(start)).toBeNull();
    clearPendingSignIn();
    expect(sessionStorage.length).toBe(0);
  });
});
