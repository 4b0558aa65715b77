import type { LiveEventBus } from './bus';

/** At most this many organisations are kept per memo; past it the memo starts again. */
const MAX_ENTRIES = 10_000;

export interface OrgMemo<V> {
  /** The kept value, or `load()`'s (kept only if nothing changed meanwhile and the bus listens). */
  get(orgId: number, load: () => Promise<V | undefined>): Promise<V | undefined>;
  /** Drops one organisation's value at once (this process's own write, before its NOTIFY). */
  forget(orgId: number): void;
}

/**
 * One small value per organisation kept in this process until a row of `table` of that
 * organisation changes (decision 045). A trigger on the table sends `<table>:<orgId>` (or
 * `<table>:*`) on the invalidation channel at commit, whoever writes; the event bus hands the
 * tags here. While the bus does not listen nothing is kept or served, and when its connection is
 * lost or comes back everything is dropped, because changes may have been missed. Every drop
 * bumps a generation, so a read that began before a change never stores what it read.
 */
export function createOrgMemo<V>(events: LiveEventBus, table: string): OrgMemo<V> {
  const prefix = `${table}:`;
  const kept = new Map<number, V>();
  let generation = 0;
  const dropAll = () => {
    generation += 1;
    kept.clear();
  };
  const drop = (orgId: number) => {
    generation += 1;
    kept.delete(orgId);
  };
  events.onInvalidate({
    changed(tag) {
      if (!tag.startsWith(prefix)) return;
      const id = tag.slice(prefix.length);
      if (id === '*') dropAll();
      else drop(Number(id));
    },
    reset: dropAll,
  });

  return {
    async get(orgId, load) {
      if (events.listening() && kept.has(orgId)) return kept.get(orgId);
      const before = generation;
      const value = await load();
      if (value !== undefined && before === generation && events.listening()) {
        if (kept.size >= MAX_ENTRIES) kept.clear();
        kept.set(orgId, value);
      }
      return value;
    },
    forget: drop,
  };
}
