import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InitialLoad, type InitialLoadInput } from './initial-load';

const checking: InitialLoadInput = { sessionChecked: false, signedIn: false, data: 'idle' };
const signedIn = (data: InitialLoadInput['data']): InitialLoadInput => ({
  sessionChecked: true,
  signedIn: true,
  data,
});

describe('InitialLoad', () => {
  let load: InitialLoad;
  beforeEach(() => {
    vi.useFakeTimers();
    load = new InitialLoad();
  });
  afterEach(() => {
    load.tracker.dispose();
    vi.useRealTimers();
  });
  const snapshot = () => load.tracker.getSnapshot();

  it('authenticates, loads the data, and completes 500 ms after both are done', () => {
    load.advance(checking);
    vi.advanceTimersByTime(50);
    expect(snapshot()).toEqual({ visible: true, percent: 0, message: 'Authenticating...' });

    load.advance(signedIn('pending'));
    vi.advanceTimersByTime(50);
    expect(snapshot()).toEqual({
      visible: true,
      percent: 67,
      message: 'Loading application data...',
    });

    load.advance(signedIn('success'));
    vi.advanceTimersByTime(50);
    expect(snapshot().percent).toBe(100);
    vi.advanceTimersByTime(449);
    expect(load.completed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(load.completed).toBe(true);
    // Removed 200 ms later and published after the debounce: the overlay is gone.
    vi.advanceTimersByTime(250);
    expect(snapshot().visible).toBe(false);
  });

  it('completes 100 ms after a signed-out result', () => {
    vi.advanceTimersByTime(50);
    load.advance({ sessionChecked: true, signedIn: false, data: 'idle' });
    vi.advanceTimersByTime(99);
    expect(load.completed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(load.completed).toBe(true);
    expect(snapshot().visible).toBe(true);
    // Still the 800 ms minimum: shown at 50, so hidden at 850.
    vi.advanceTimersByTime(649);
    expect(snapshot().visible).toBe(true);
    vi.advanceTimersByTime(100);
    expect(snapshot().visible).toBe(false);
  });

  it('completes 100 ms after the data failed to load', () => {
    load.advance(signedIn('pending'));
    load.advance(signedIn('error'));
    vi.advanceTimersByTime(100);
    expect(load.completed).toBe(true);
  });

  it('runs once: a later sign-out changes nothing', () => {
    load.advance(signedIn('success'));
    vi.advanceTimersByTime(2000);
    expect(load.completed).toBe(true);
    load.advance({ sessionChecked: true, signedIn: false, data: 'idle' });
    vi.advanceTimersByTime(2000);
    expect(snapshot().visible).toBe(false);
  });
});
