import { describe, expect, it } from 'vitest';
import { Revocations, type RevokedSessions } from './revocations';

const revoked: RevokedSessions = { userId: 'u1', sessionIds: ['s1'], reason: 'global sign-out' };

describe('Revocations', () => {
  it('tells every listener until it is removed, and nobody of an empty revocation', () => {
    const revocations = new Revocations();
    const heard: string[] = [];
    const stopA = revocations.on((event) => heard.push(`a:${event.sessionIds.join()}`));
    revocations.on((event) => heard.push(`b:${event.sessionIds.join()}`));
    revocations.notify(revoked);
    revocations.notify({ ...revoked, sessionIds: [] });
    stopA();
    revocations.notify({ ...revoked, sessionIds: ['s2'] });
    expect(heard).toEqual(['a:s1', 'b:s1', 'b:s2']);
  });

  it('a listener that throws is reported and keeps no other from hearing', () => {
    const errors: unknown[] = [];
    const revocations = new Revocations((error) => errors.push(error));
    const heard: RevokedSessions[] = [];
    revocations.on(() => {
      throw new Error('broken cache');
    });
    revocations.on((event) => heard.push(event));
    expect(() => revocations.notify(revoked)).not.toThrow();
    expect(heard).toEqual([revoked]);
    expect(errors).toHaveLength(1);
  });
});
