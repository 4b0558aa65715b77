import { writeInTenant } from '../../db/tenant';
import { unauthenticated } from '../../http/errors';
import type { Platform } from '../../platform';
import { mailCriticalAlerts } from './alert-mail';
import { DeviceChangeThrottle } from './events';
import type { Entry } from './judge-readings';
import { ensurePartitionsAround, lockDevicesStatement, type LockedDevice } from './reading-queries';
import { storeAndJudge, type Outcome } from './store-and-judge';

/** Readings written by one transaction at most (requests waiting beyond it go in the next one). */
const FLUSH_READINGS_MAX = 5000;
/** Transactions one process runs at once for one organisation's readings. */
const FLUSHES_PER_ORG = 2;
/** PostgreSQL's check violation: a reading whose day has no partition yet. */
const NO_PARTITION = '23514';

interface Waiting extends Entry {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Group commit for readings (decision 037). Requests of one organisation that arrive while its
 * previous write is under way wait for the next one, which stores them all in one transaction
 * with a fixed number of statements: a transaction's round trips, not its rows, are what a
 * reading cost on a busy machine. Each request still gets its answer only once its readings are
 * committed, and a request refused (its key rotated away meanwhile) does not refuse the others.
 */
export class IngestWriter {
  private readonly queues = new Map<number, { waiting: Waiting[]; flushing: number }>();
  private readonly throttle: DeviceChangeThrottle;

  /** `forgetKey`: a key refused by its device's row leaves the process's key cache. */
  constructor(
    private readonly platform: Platform,
    private readonly forgetKey: (keyHash: string) => void,
  ) {
    this.throttle = new DeviceChangeThrottle(platform);
  }

  announceNow = () => this.throttle.announceNow();

  submit(entry: Entry): Promise<void> {
    let queue = this.queues.get(entry.owner.orgId);
    if (!queue) {
      queue = { waiting: [], flushing: 0 };
      this.queues.set(entry.owner.orgId, queue);
    }
    const done = new Promise<void>((resolve, reject) => {
      queue.waiting.push({ ...entry, resolve, reject });
    });
    if (queue.flushing < FLUSHES_PER_ORG) void this.drain(entry.owner.orgId, queue);
    return done;
  }

  private async drain(orgId: number, queue: { waiting: Waiting[]; flushing: number }) {
    queue.flushing += 1;
    try {
      while (queue.waiting.length > 0) {
        const entries = queue.waiting.splice(0, nextBatchSize(queue.waiting));
        // write answers every entry itself; this only keeps a bug from stopping the queue.
        await this.write(orgId, entries).catch((error: unknown) => {
          for (const entry of entries) entry.reject(error);
        });
      }
    } finally {
      queue.flushing -= 1;
      if (queue.flushing === 0 && queue.waiting.length === 0) this.queues.delete(orgId);
    }
  }

  /** One transaction for `entries`, then each request's answer, the deferred event, the mail. */
  private async write(orgId: number, entries: Waiting[]) {
    let outcome: Outcome;
    try {
      outcome = await this.transact(orgId, entries);
    } catch (error) {
      for (const entry of entries) entry.reject(error);
      return;
    }
    for (const entry of entries) {
      if (!outcome.refused.has(entry)) entry.resolve();
      else {
        if (entry.owner.keyHash) this.forgetKey(entry.owner.keyHash);
        entry.reject(unauthenticated('Unknown device key'));
      }
    }
    if (outcome.unannounced.length > 0) this.throttle.defer(orgId, outcome.unannounced);
    if (outcome.raised.length > 0) void mailCriticalAlerts(this.platform, orgId, outcome.raised);
  }

  /** The transaction, made again once if a reading's day had no partition yet. */
  private async transact(orgId: number, entries: Entry[]): Promise<Outcome> {
    const { platform } = this;
    const run = () =>
      writeInTenant<Outcome, LockedDevice>(
        platform.db,
        orgId,
        lockDevicesStatement(
          orgId,
          entries.map((entry) => entry.owner.id),
        ),
        (tx, locked) => storeAndJudge(platform, this.throttle, tx, orgId, entries, locked),
      );
    try {
      return await run();
    } catch (error) {
      // A day without its partition (the maintenance job has not run yet): make it, once.
      if ((error as { code?: string }).code !== NO_PARTITION) throw error;
      await ensurePartitionsAround(
        platform.db,
        entries.flatMap((entry) => entry.readings.map((reading) => reading.at)),
      );
      return run();
    }
  }
}

/** How many of the waiting requests the next transaction takes: at least one, then readings up to the cap. */
function nextBatchSize(waiting: Entry[]): number {
  let readings = 0;
  let count = 0;
  while (
    count < waiting.length &&
    (count === 0 || readings + waiting[count]!.readings.length <= FLUSH_READINGS_MAX)
  ) {
    readings += waiting[count]!.readings.length;
    count += 1;
  }
  return count;
}
