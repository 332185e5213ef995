import { createApiClient } from '@minbar/api/client';
import { createMemorySession } from '@minbar/api/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from './api-context';
import { useMosqueSettings, useMosqueToday } from './use-mosque-settings';

interface Call {
  method: string;
  path: string;
}

/** A fetch answering from a function (the app's real client reads it), recording every call. */
function fakeServer(answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const call = { method: request.method, path: new URL(request.url).pathname };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

function withServer(answer: (call: Call) => { status: number; body: unknown }) {
  const server = fakeServer(answer);
  // lib sits below the app, so the test builds its own cache: every call sent at once, none retried.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { networkMode: 'always', retry: false } },
  });
  const session = createMemorySession(null);
  const client = createApiClient({
    baseURL: 'http://localhost/api',
    session,
    getLanguage: () => 'en',
    fetch: server.fetch,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client} session={session}>
        {children}
      </ApiProvider>
    </QueryClientProvider>
  );
  return { server, wrapper };
}

describe('the mosque settings', () => {
  it("take the mosque's time zone, default city, Hijri offset and Jumu'a from GET /settings", async () => {
    const { server, wrapper } = withServer(() => ({
      status: 200,
      body: {
        time_zone: 'Pacific/Kiritimati',
        default_city: 'Krakow',
        hijri_offset: 1,
        jumuah: { athan: '13:00', iqama: '13:30' },
      },
    }));
    const { result } = renderHook(() => useMosqueSettings(), { wrapper });
    await waitFor(() => expect(result.current.fromServer).toBe(true));
    expect(result.current).toEqual({
      timeZone: 'Pacific/Kiritimati',
      defaultCity: 'Krakow',
      hijriOffset: 1,
      jumuah: { athan: '13:00', iqama: '13:30' },
      fromServer: true,
      settled: true,
    });
    expect(server.calls).toEqual([{ method: 'GET', path: '/api/settings' }]);
  });

  it("date today by the mosque's zone, not the browser's (tests run in UTC)", async () => {
    // 2026-03-01 20:00 UTC is already 2 March at UTC+14.
    const now = () => new Date('2026-03-01T20:00:00Z');
    const { wrapper } = withServer(() => ({
      status: 200,
      body: { time_zone: 'Pacific/Kiritimati', default_city: 'Warsaw' },
    }));
    const { result } = renderHook(() => useMosqueToday(now), { wrapper });
    expect(result.current).toBe('2026-03-01');
    await waitFor(() => expect(result.current).toBe('2026-03-02'));
  });

  it("stand in with the browser's zone while the server cannot answer", async () => {
    const { wrapper } = withServer(() => ({ status: 500, body: { detail: 'Internal Server Error' } }));
    const { result } = renderHook(() => useMosqueSettings(), { wrapper });
    expect(result.current.settled).toBe(false);
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current).toEqual({
      timeZone: 'UTC',
      defaultCity: 'Warsaw',
      hijriOffset: 0,
      jumuah: null,
      fromServer: false,
      settled: true,
    });
  });
});
