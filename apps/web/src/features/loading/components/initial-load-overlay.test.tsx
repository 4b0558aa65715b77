import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { InitialLoad, type InitialLoadInput } from '../lib/initial-load';
import { InitialLoadOverlay } from './initial-load-overlay';

describe('InitialLoadOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the percentage and message, then leaves once the load completed', () => {
    const load = new InitialLoad();
    const input = (data: InitialLoadInput['data']): InitialLoadInput => ({
      sessionChecked: true,
      signedIn: true,
      data,
    });
    const view = renderWithProviders(<InitialLoadOverlay load={load} input={input('pending')} />);
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByText('Loading application data...')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Application loading' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );

    view.rerender(<InitialLoadOverlay load={load} input={input('success')} />);
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByText('100%')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500 + 200 + 50));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    load.tracker.dispose();
  });
});
