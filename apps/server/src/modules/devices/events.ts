import type { DomainEventType } from '@fm/contracts';
import { inTenant } from '../../db/tenant';
import type { Platform } from '../../platform';

/**
 * The live events of this module (what each carries is written with its type in the contracts'
 * `EVENT_TYPES`). Readings announce `changed` at most once a second per organisation and process
 * (`DeviceChangeThrottle`), naming at most 20 ids; status changes at once.
 */
export const deviceEvents = {
  changed: 'devices.device.changed',
  listChanged: 'devices.device-list.changed',
  alert: 'devices.alert.changed',
} as const satisfies Record<string, DomainEventType>;

/** At most one reading-driven `devices.device.changed` per organisation (and process) in this window. */
const DEVICE_CHANGE_WINDOW_MS = 1000;
/** Ids named in one `devices.device.changed` (the payload stays small; browsers refetch lists anyway). */
export const CHANGED_IDS_MAX = 20;

interface OrgWindow {
  /** When (the platform clock) this organisation's last `devices.device.changed` went out. */
  last: number;
  /** Devices whose committed readings have not been announced yet. */
  pending: Set<string>;
  timer: NodeJS.Timeout | null;
}

/**
 * Coalesces the `devices.device.changed` of readings (decision 037): a stream of readings from 10,000
 * devices must not make every browser refetch its lists several times a second. The first change
 * in a window is announced in its own transaction (`claim`); later ones, once committed, are
 * remembered (`defer`) and announced together by one event at the end of the window, so the last
 * readings of a burst are never left unannounced. Status changes and alerts do not wait: their
 * callers publish at once and `claim(..., true)` only restarts the window.
 *
 * Per process: with N server processes an organisation gets at most N such events a second.
 */
export class DeviceChangeThrottle {
  private readonly orgs = new Map<number, OrgWindow>();

  constructor(private readonly platform: Platform) {}

  private window(orgId: number): OrgWindow {
    let window = this.orgs.get(orgId);
    if (!window) {
      window = { last: -Infinity, pending: new Set(), timer: null };
      this.orgs.set(orgId, window);
    }
    return window;
  }

  /**
   * Whether a change of `orgId` should be announced now (in the caller's transaction); it then
   * opens a new window. `force`: the caller announces anyway (a status change).
   */
  claim(orgId: number, force = false): boolean {
    const window = this.window(orgId);
    const now = this.platform.clock.now().getTime();
    if (!force && now - window.last < DEVICE_CHANGE_WINDOW_MS) return false;
    window.last = now;
    return true;
  }

  /** Committed changes not announced by `claim`: one event at the end of the window names them. */
  defer(orgId: number, deviceIds: Iterable<string>): void {
    const window = this.window(orgId);
    for (const id of deviceIds) window.pending.add(id);
    if (!window.timer && window.pending.size > 0) this.arm(orgId, window);
  }

  /**
   * Wakes up when the window should end. The window is measured on the platform clock, so a test
   * that holds its clock still holds the window open (nothing depends on how fast it runs).
   */
  private arm(orgId: number, window: OrgWindow) {
    const left = window.last + DEVICE_CHANGE_WINDOW_MS - this.platform.clock.now().getTime();
    window.timer = setTimeout(
      () => {
        window.timer = null;
        const now = this.platform.clock.now().getTime();
        if (now - window.last < DEVICE_CHANGE_WINDOW_MS) this.arm(orgId, window);
        else void this.flush(orgId);
      },
      Math.max(0, Math.min(DEVICE_CHANGE_WINDOW_MS, left)),
    );
    window.timer.unref();
  }

  /** Announces every deferred change now (tests; a process about to stop). */
  async announceNow(): Promise<void> {
    const due = [...this.orgs].filter(([, window]) => window.timer);
    for (const [, window] of due) {
      clearTimeout(window.timer!);
      window.timer = null;
    }
    await Promise.all(due.map(([orgId]) => this.flush(orgId)));
  }

  private async flush(orgId: number): Promise<void> {
    const window = this.window(orgId);
    const ids = [...window.pending];
    window.pending.clear();
    if (ids.length === 0) return;
    window.last = this.platform.clock.now().getTime();
    try {
      await inTenant(this.platform.db, orgId, (tx) =>
        this.platform.events.publish(tx, {
          orgId,
          type: deviceEvents.changed,
          data: { deviceIds: ids.slice(0, CHANGED_IDS_MAX) },
          audience: 'device:read',
        }),
      );
    } catch (error) {
      this.platform.logger.warn({ err: error, orgId }, 'devices.changed could not be published');
    }
  }
}
