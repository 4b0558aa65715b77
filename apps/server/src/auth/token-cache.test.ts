import { describe, expect, it } from 'vitest';
import type { Caller } from './caller';
import { TOKEN_RECHECK_MS, VerifiedTokens } from './token-cache';

const caller: Caller = {
  userId: 'u1',
  email: 'a@example.com',
  name: 'A',
  orgId: 1,
  role: 'admin',
  groups: ['admin'],
  vendorId: null,
};

describe('VerifiedTokens', () => {
  it('keeps a verified token until the recheck time, then asks for it to be verified again', () => {
    let now = 1_000_000;
    const tokens = new VerifiedTokens(() => now);
    tokens.put('t1', caller, { exp: now / 1000 + 3600, origin_jti: 's1' });
    expect(tokens.get('t1')?.caller).toBe(caller);
    expect(tokens.get('t2')).toBeNull();
    now += TOKEN_RECHECK_MS - 1;
    expect(tokens.get('t1')?.caller).toBe(caller);
    now += 1;
    expect(tokens.get('t1')).toBeNull();
    expect(tokens.size).toBe(0);
  });

  it('never keeps a token past its expiry, nor one without an expiry', () => {
    let now = 1_000_000;
    const tokens = new VerifiedTokens(() => now);
    tokens.put('soon', caller, { exp: (now + 1000) / 1000 });
    tokens.put('gone', caller, { exp: now / 1000 });
    tokens.put('none', caller, {});
    expect(tokens.get('soon')?.caller).toBe(caller);
    expect(tokens.get('gone')).toBeNull();
    expect(tokens.get('none')).toBeNull();
    now += 1000;
    expect(tokens.get('soon')).toBeNull();
  });

  it("drops a revoked session's tokens at once, and nobody else's", () => {
    const tokens = new VerifiedTokens();
    const exp = Date.now() / 1000 + 3600;
    tokens.put('a', caller, { exp, origin_jti: 's1' });
    tokens.put('b', caller, { exp, origin_jti: 's1' });
    tokens.put('c', caller, { exp, origin_jti: 's2' });
    tokens.forget({ sessionIds: ['s1'] });
    expect(tokens.get('a')).toBeNull();
    expect(tokens.get('b')).toBeNull();
    expect(tokens.get('c')?.caller).toBe(caller);
  });
});
