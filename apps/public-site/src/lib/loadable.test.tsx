import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../test/render-site';
import { Loadable } from './loadable';
import { createResourceCache } from './resource-cache';

afterEach(cleanup);

function Reader({ read }: { read: () => Promise<string> }) {
  return <p>{use(read())}</p>;
}

describe('Loadable', () => {
  it('shows the loading line, then the failure, and Try again loads afresh', async () => {
    const cache = createResourceCache();
    // Each load waits until the test settles it, so the loading line is seen however slow the machine.
    const pending: Array<{ resolve: (text: string) => void; reject: (error: Error) => void }> = [];
    const load = () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));

    await act(async () => {
      render(
        <Loadable
          loadingText="Loading"
          failureText="Failed"
          retryText="Try again"
          onRetry={() => cache.forget('campaigns')}
        >
          <Reader read={() => cache.read('campaigns', load)} />
        </Loadable>,
      );
    });
    expect(screen.getByRole('status').textContent).toBe('Loading');
    await act(async () => pending[0]?.reject(new Error('offline')));
    await eventually(() => expect(screen.getByRole('alert').textContent).toContain('Failed'));

    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await eventually(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]?.resolve('Roof repair'));
    await eventually(() => screen.getByText('Roof repair'));
  });
});
