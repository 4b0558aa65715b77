import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/features/auth';
import { fakeAuth, signedInUser } from '@/test/auth';
import { renderWithProviders } from '@/test/render';
import { DailyMarking } from './daily-marking';

/** Answers the organisation lookup with its time zone, once `release` is called. */
function serveOrganization(timeZone: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL) => {
      if (new URL(String(input)).pathname === '/api/organization/1') {
        await released;
        return Response.json({ success: true, data: { id: 1, name: 'Lotus', timeZone } });
      }
      return Response.json({ success: false, error: 'Not found' }, { status: 404 });
    }),
  );
  return release;
}

function renderMarking() {
  renderWithProviders(
    <AuthContext.Provider
      value={fakeAuth({ user: { ...signedInUser, role: 'vendor' }, isAuthenticated: true })}
    >
      <DailyMarking orgId={1} locations={[]} canRecord />
    </AuthContext.Provider>,
  );
}

beforeEach(() => {
  // Only the clock is fixed (timers stay real): 20:10 UTC, already 01:40 tomorrow in Kolkata.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T20:10:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DailyMarking', { timeout: 20_000 }, () => {
  it("marks on the organisation's day and time, not the browser's", async () => {
    const release = serveOrganization('Asia/Kolkata');
    renderMarking();
    const date = screen.getByLabelText('Date');
    const time = screen.getByLabelText('Check-in time');
    release();
    await waitFor(() => expect(date).toHaveValue('2026-11-25'));
    expect(date).toHaveAttribute('max', '2026-11-25');
    expect(time).toHaveValue('01:40');
  });

  it('goes back a day for an organisation west of the browser', async () => {
    serveOrganization('America/New_York')();
    renderMarking();
    await waitFor(() => expect(screen.getByLabelText('Check-in time')).toHaveValue('15:10'));
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-24');
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2026-11-24');
  });
});
