import { describe, expect, it } from 'vitest';
import type { InvalidationListener, LiveEventBus } from './bus';
import { createOrgMemo } from './org-memo';

/** A bus that only carries invalidations, driven by the test. */
function fakeBus() {
  let listener: InvalidationListener | null = null;
  let listening = true;
  const bus = {
    onInvalidate(next: InvalidationListener) {
      listener = next;
      return () => (listener = null);
    },
    listening: () => listening,
  } as unknown as LiveEventBus;
  return {
    bus,
    changed: (tag: string) => listener?.changed(tag),
    reset: () => listener?.reset(),
    setListening: (value: boolean) => (listening = value),
  };
}

describe('a memo per organisation', () => {
  const org = (id: number, name = `Org ${id}`) => ({ id, name });
  const loader = () => {
    const loads: number[] = [];
    return { loads, load: (id: number) => async () => (loads.push(id), org(id)) };
  };

  it('keeps an answer until a trigger says that organisation changed', async () => {
    const { bus, changed } = fakeBus();
    const cache = createOrgMemo<{ id: number; name: string }>(bus, 'organizations');
    const { loads, load } = loader();
    await cache.get(1, load(1));
    await cache.get(2, load(2));
    expect(await cache.get(1, load(1))).toEqual(org(1));
    expect(loads).toEqual([1, 2]);
    changed('organizations:1');
    changed('locations:2'); // another table's tag changes nothing here
    await cache.get(1, load(1));
    await cache.get(2, load(2));
    expect(loads).toEqual([1, 2, 1]);
    changed('organizations:*'); // a truncate
    await cache.get(1, load(1));
    await cache.get(2, load(2));
    expect(loads).toEqual([1, 2, 1, 1, 2]);
  });

  it('drops everything when the LISTEN connection is lost or back, and keeps nothing while down', async () => {
    const { bus, reset, setListening } = fakeBus();
    const cache = createOrgMemo<{ id: number; name: string }>(bus, 'organizations');
    const { loads, load } = loader();
    await cache.get(1, load(1));
    setListening(false);
    reset();
    await cache.get(1, load(1));
    await cache.get(1, load(1));
    expect(loads).toEqual([1, 1, 1]);
    setListening(true);
    reset();
    await cache.get(1, load(1));
    await cache.get(1, load(1));
    expect(loads).toEqual([1, 1, 1, 1]);
  });

  it('does not keep what a read saw when a change arrived while it ran, nor a missing row', async () => {
    const { bus, changed } = fakeBus();
    const cache = createOrgMemo<{ id: number; name: string }>(bus, 'organizations');
    let reads = 0;
    const racing = async () => {
      reads += 1;
      changed('organizations:1'); // committed while the read was on its way
      return org(1, 'old name');
    };
    expect(await cache.get(1, racing)).toEqual(org(1, 'old name'));
    expect(await cache.get(1, async () => org(1, 'new name'))).toEqual(org(1, 'new name'));
    expect(reads).toBe(1);
    let misses = 0;
    const missing = async () => ((misses += 1), undefined);
    await cache.get(9, missing);
    await cache.get(9, missing);
    expect(misses).toBe(2);
  });
});
