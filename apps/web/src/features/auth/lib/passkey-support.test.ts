import { describe, expect, it } from 'vitest';
import { canUsePasskeys } from './passkey-support';

describe('canUsePasskeys', () => {
  const webAuthn = function PublicKeyCredential() {};
  it('offers passkeys on a page opened by name in a browser that knows WebAuthn', () => {
    expect(
      canUsePasskeys({ PublicKeyCredential: webAuthn, location: { hostname: 'localhost' } }),
    ).toBe(true);
    expect(
      canUsePasskeys({
        PublicKeyCredential: webAuthn,
        location: { hostname: 'console.example.com' },
      }),
    ).toBe(true);
  });

  it('hides them without WebAuthn, or on an IP address', () => {
    expect(canUsePasskeys({ location: { hostname: 'localhost' } })).toBe(false);
    expect(
      canUsePasskeys({ PublicKeyCredential: webAuthn, location: { hostname: '127.0.0.1' } }),
    ).toBe(false);
    expect(canUsePasskeys({ PublicKeyCredential: webAuthn, location: { hostname: '[::1]' } })).toBe(
      false,
    );
  });
});
