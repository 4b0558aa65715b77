import { LoadingTracker } from './loading-tracker';

/** Spec section 9: the overlay completes 500 ms after success, 100 ms after failure. */
const INITIAL_LOAD_SUCCESS_DELAY_MS = 500;
const INITIAL_LOAD_FAILURE_DELAY_MS = 100;

export const initialLoadMessages = {
  auth: 'Authenticating...',
  data: 'Loading application data...',
} as const;

const AUTH = 'initial:auth';
const DATA = 'initial:data';

export interface InitialLoadInput {
  /** The start-up session check has answered. */
  sessionChecked: boolean;
  /** Signed in and the role is ready. */
  signedIn: boolean;
  /** The organisation's data: not asked for yet, on its way, loaded or failed. */
  data: 'idle' | 'pending' | 'success' | 'error';
}

/**
 * The start-up overlay's sequence (spec section 4): 'Authenticating...' (auth weight) until the
 * session is known, then 'Loading application data...' (data weight) until the organisation's
 * data is in; it completes 500 ms after a signed-in, role-ready, data-loaded result and 100 ms
 * after a signed-out or failed one. It runs once: later inputs change nothing.
 */
export class InitialLoad {
  readonly tracker = new LoadingTracker();
  private completion?: ReturnType<typeof setTimeout>;
  private done = false;

  constructor() {
    this.tracker.start(AUTH, 'auth', initialLoadMessages.auth);
  }

  get completed(): boolean {
    return this.done;
  }

  advance(input: InitialLoadInput): void {
    if (this.done || this.completion || !input.sessionChecked) return;
    if (!input.signedIn) return this.completeAfter(INITIAL_LOAD_FAILURE_DELAY_MS);
    this.tracker.update(AUTH, 1);
    if (!this.tracker.has(DATA)) this.tracker.start(DATA, 'data', initialLoadMessages.data);
    if (input.data === 'success') {
      this.tracker.update(DATA, 1);
      this.completeAfter(INITIAL_LOAD_SUCCESS_DELAY_MS);
    } else if (input.data === 'error') {
      this.completeAfter(INITIAL_LOAD_FAILURE_DELAY_MS);
    }
  }

  private completeAfter(delay: number): void {
    this.completion = setTimeout(() => {
      this.done = true;
      this.tracker.finish(AUTH);
      this.tracker.finish(DATA);
    }, delay);
  }
}
