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
    let failing = true;
    const load = () =>
      new Promise<string>((resolve, reject) =>
        setTimeout(() => (failing ? reject(new Error('offline')) : resolve('Roof repair')), 10),
      );

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
    await eventually(() => expect(screen.getByRole('alert').textContent).toContain('Failed'));

    failing = false;
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await eventually(() => screen.getByText('Roof repair'));
  });
});
