import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingTracker, weightedPercent } from './loading-tracker';

describe('weightedPercent', () => {
  it('weighs each kind of work (auth 60, data 30, lazy 10, page 5, api 15)', () => {
    expect(
      weightedPercent([
        { kind: 'auth', progress: 1 },
        { kind: 'data', progress: 0 },
      ]),
    ).toBe(67);
    expect(
      weightedPercent([
        { kind: 'lazy-component', progress: 1 },
        { kind: 'page-transition', progress: 0 },
        { kind: 'api-call', progress: 0 },
      ]),
    ).toBe(33);
    expect(weightedPercent([{ kind: 'data', progress: 0.5 }])).toBe(50);
    expect(weightedPercent([])).toBe(100);
  });
});

describe('LoadingTracker', () => {
  let tracker: LoadingTracker;
  let changes: number;

  beforeEach(() => {
    vi.useFakeTimers();
    tracker = new LoadingTracker();
    changes = 0;
    tracker.subscribe(() => changes++);
  });
  afterEach(() => {
    tracker.dispose();
    vi.useRealTimers();
  });

  it('publishes a burst of changes once, 50 ms after the last one', () => {
    tracker.start('a', 'auth', 'Authenticating...');
    vi.advanceTimersByTime(30);
    tracker.update('a', 0.5);
    vi.advanceTimersByTime(49);
    expect(tracker.getSnapshot().visible).toBe(false);
    expect(changes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(tracker.getSnapshot()).toEqual({
      visible: true,
      percent: 50,
      message: 'Authenticating...',
    });
    expect(changes).toBe(1);
  });

  it('keeps a finished source at 100 % for 200 ms, then removes it', () => {
    tracker.start('auth', 'auth', 'Authenticating...');
    tracker.start('data', 'data', 'Loading application data...');
    vi.advanceTimersByTime(50);
    expect(tracker.getSnapshot().percent).toBe(0);
    tracker.finish('auth');
    vi.advanceTimersByTime(50);
    expect(tracker.getSnapshot()).toMatchObject({
      percent: 67,
      message: 'Loading application data...',
    });
    expect(tracker.has('auth')).toBe(true);
    vi.advanceTimersByTime(150);
    expect(tracker.has('auth')).toBe(false);
    vi.advanceTimersByTime(50);
    // Only the data source is left, at 0 %.
    expect(tracker.getSnapshot().percent).toBe(0);
  });

  it('stays visible at least 800 ms after it appeared', () => {
    tracker.start('x', 'api-call');
    vi.advanceTimersByTime(50); // shown at t = 50
    tracker.finish('x');
    vi.advanceTimersByTime(200 + 50); // removed at 250, published at 300
    expect(tracker.has('x')).toBe(false);
    expect(tracker.getSnapshot().visible).toBe(true);
    vi.advanceTimersByTime(549); // t = 849
    expect(tracker.getSnapshot().visible).toBe(true);
    vi.advanceTimersByTime(1); // t = 850: 800 ms after it appeared
    expect(tracker.getSnapshot().visible).toBe(false);
  });

  it('hides as soon as the last source is removed when 800 ms have passed', () => {
    tracker.start('x', 'data');
    vi.advanceTimersByTime(50);
    vi.advanceTimersByTime(2000);
    tracker.finish('x');
    vi.advanceTimersByTime(250);
    expect(tracker.getSnapshot().visible).toBe(false);
  });

  it('does not appear for work that finished within the debounce', () => {
    tracker.start('x', 'lazy-component');
    tracker.finish('x');
    vi.advanceTimersByTime(1000);
    expect(tracker.getSnapshot().visible).toBe(false);
    expect(changes).toBe(0);
  });

  it('lets the heaviest work under way speak, and keeps the last message when all is done', () => {
    tracker.start('page', 'page-transition', 'Opening page...');
    tracker.start('auth', 'auth', 'Authenticating...');
    vi.advanceTimersByTime(50);
    expect(tracker.getSnapshot().message).toBe('Authenticating...');
    tracker.update('auth', 1);
    vi.advanceTimersByTime(50);
    expect(tracker.getSnapshot().message).toBe('Opening page...');
    tracker.finish('page');
    tracker.finish('auth');
    vi.advanceTimersByTime(50);
    expect(tracker.getSnapshot()).toMatchObject({ percent: 100, message: 'Opening page...' });
  });

  it('restarting a finished source keeps it from being removed', () => {
    tracker.start('x', 'api-call');
    tracker.finish('x');
    vi.advanceTimersByTime(100);
    tracker.start('x', 'api-call');
    vi.advanceTimersByTime(500);
    expect(tracker.has('x')).toBe(true);
    expect(tracker.getSnapshot()).toMatchObject({ visible: true, percent: 0 });
  });
});
