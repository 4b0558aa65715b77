import type { ListStagedLocationsData, StagedLocationData } from '@fm/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/features/auth';
import { fakeAuth, signedInUser } from '@/test/auth';
import { stagedRecord } from '@/test/location-records';
import { stagedListOf } from '../lib/staged-cache';
import { useAddStagedLocation } from './add-staged-location';
import { useStagedLocations } from './get-staged-locations';
import { stagedLocationKeys } from './keys';

const existing = stagedRecord({ locationNickname: 'Existing' });
const input: StagedLocationData = {
  locationNickname: 'Powai Branch',
  country: 'India',
  state: 'Maharashtra',
  city: 'Mumbai',
  pinCode: '400076',
  latitude: null,
  longitude: null,
};

function setup(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; method: string; at: number; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init?: RequestInit) => {
      calls.push({
        url: String(url),
        method: init?.method ?? 'GET',
        at: Date.now(),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answer(String(url), init);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={fakeAuth({ user: signedInUser, isAuthenticated: true })}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AuthContext.Provider>
  );
  // The screen watches the staged list while it adds, as the admin page does.
  const hook = renderHook(() => ({ add: useAddStagedLocation(), staged: useStagedLocations() }), {
    wrapper,
  });
  const cached = () => queryClient.getQueryData<ListStagedLocationsData>(stagedLocationKeys.list());
  return { calls, hook, cached };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('useAddStagedLocation', () => {
  it('shows a temporary pending entry at once, and on failure re-fetches the staged list after 100 ms', async () => {
    let failedAt = 0;
    let answerPost: () => void = () => {};
    const held = new Promise<void>((resolve) => (answerPost = resolve));
    const { calls, hook, cached } = setup(async (_url, init) => {
      if (init?.method === 'POST') {
        await held; // the server answers only after the screen has shown the pending entry
        failedAt = Date.now();
        return json(500, { success: false, error: 'Database unavailable', code: 'INTERNAL' });
      }
      return json(200, { success: true, data: stagedListOf([existing]) });
    });

    await waitFor(() => expect(cached()?.locations).toHaveLength(1));
    act(() => hook.result.current.add.mutate(input));
    await waitFor(() => expect(cached()?.locations).toHaveLength(2));
    expect(cached()?.locations[0]).toMatchObject({
      status: 'pending',
      locationNickname: 'Powai Branch',
    });
    expect(cached()?.locations[0]?._id).toMatch(/^temp-/);
    expect(cached()?.counts.pending).toBe(2);
    const gets = () => calls.filter((call) => call.url.includes('/staged-locations'));
    expect(gets()).toHaveLength(1);

    answerPost();

    await waitFor(() => expect(hook.result.current.add.isError).toBe(true));
    expect(hook.result.current.add.error?.message).toBe('Database unavailable');
    // The POST carried the organisation as a number (spec section 5).
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      orgId: 1,
      locationData: { city: 'Mumbai' },
    });

    await waitFor(() => expect(gets()).toHaveLength(2));
    expect(gets()[1]!.at - failedAt).toBeGreaterThanOrEqual(100 - 5); // spec section 9: 100 ms;
    expect(cached()?.locations.map((record) => record._id)).toEqual([existing._id]);
  });

  it("replaces the temporary entry with the server's record on success", async () => {
    const created = stagedRecord({ locationNickname: 'Powai Branch', locationId: 1060 });
    const { hook, cached } = setup((_url, init) =>
      init?.method === 'POST'
        ? json(201, { success: true, data: { stagedLocation: created } })
        : json(200, { success: true, data: stagedListOf([created, existing]) }),
    );
    await waitFor(() => expect(hook.result.current.staged.isSuccess).toBe(true));
    act(() => hook.result.current.add.mutate(input));
    await waitFor(() => expect(hook.result.current.add.isSuccess).toBe(true));
    expect(cached()?.locations.map((record) => record._id)).toEqual([created._id, existing._id]);
  });
});
