import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pricingServer, storyPackage, storySubscription } from '../../../test/pricing-fake-server';
import { ADMIN_SESSION, type FakeServer, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';

const isolated = (name: string) => `\u2068${name}\u2069`;

/** 23 subscriptions of package 1 (three pages): the newest suspended, one without dates. */
const SUBSCRIPTIONS = Array.from({ length: 23 }, (_, index) =>
  storySubscription(index + 1, {
    child_name: `Child ${index + 1}`,
    ...(index === 1 ? { is_active: false, suspension_reason: 'Unpaid since September.' } : {}),
    ...(index === 2 ? { start_date: null, current_period_end: null } : {}),
  }),
);

function server(fail?: { current: Record<string, number> }): FakeServer {
  return pricingServer({
    packages: [
      storyPackage(1, { name: 'Weekend basic', subscriber_count: 22 }),
      storyPackage(2, { name: 'Empty one' }),
    ],
    subscriptions: SUBSCRIPTIONS,
    fail,
  });
}

const open = (fake: FakeServer, path: string) => renderApp({ path, session: ADMIN_SESSION, server: fake });

describe('the package subscribers route', () => {
  it.each(['undefined', 'abc', '0', '12x'])(
    'sends /dashboard/subscribers/%s to Pricing',
    { timeout: 20_000 },
    async (id) => {
      const { router } = open(server(), `/dashboard/subscribers/${id}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Pricing'), {
        timeout: 10_000,
      });
    },
  );

  it('shows the summary cards and the table, walks the five-button pager, suspends with a reason and reactivates', {
    timeout: 40_000,
  }, async () => {
    const user = userEvent.setup();
    const fake = server();
    const { router } = open(fake, '/dashboard/subscribers/1');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: `Subscribers of ${isolated('Weekend basic')}` },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: en['subscribers.summary'] });
    expect(within(summary).getByText(en['subscribers.card.count']).closest('article')).toHaveTextContent(
      '23',
    );
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    // A missing date is '---'.
    const third = within(table).getByText('Child 3').closest('tr') as HTMLElement;
    expect(third).toHaveTextContent('---');
    expect(within(table).getByText('Unpaid since September.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en['subscribers.back'] })).toHaveAttribute(
      'href',
      '/dashboard/Pricing',
    );

    const pager = screen.getByRole('navigation', { name: en['subscribers.pager.label'] });
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4));
    expect(fake.calls.some((call) => call.path === '/packages/1/subscriptions?page=3&per_page=10')).toBe(
      true,
    );
    await user.click(within(pager).getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    // Suspend: Suspend stays disabled while the reason is blank.
    await user.click(
      await screen.findByRole('button', {
        name: `Active: suspend the subscription of ${isolated('Child 1')}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const confirm = within(dialog).getByRole('button', { name: en['subscribers.suspend.confirm'] });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(en['subscribers.suspend.reason'], { exact: false }), '   ');
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText(en['subscribers.suspend.reason'], { exact: false }),
      'Moved away',
    );
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() =>
      expect(
        fake.calls.some(
          (call) => call.method === 'PATCH' && call.path === '/subscriptions/1/suspend?reason=Moved+away',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(screen.getByRole('table')).findByText('Moved away')).toBeInTheDocument();

    await user.click(
      await screen.findByRole('button', {
        name: `Not active: reactivate the subscription of ${isolated('Child 1')}`,
      }),
    );
    const reactivate = await screen.findByRole(
      'alertdialog',
      { name: en['subscribers.reactivate.title'] },
      { timeout: 10_000 },
    );
    await user.click(within(reactivate).getByRole('button', { name: en['subscribers.reactivate.confirm'] }));
    await waitFor(() =>
      expect(
        fake.calls.some((call) => call.method === 'PATCH' && call.path === '/subscriptions/1/reactivate'),
      ).toBe(true),
    );
    expect(
      await screen.findByRole('button', {
        name: `Active: suspend the subscription of ${isolated('Child 1')}`,
      }),
    ).toBeInTheDocument();
  });

  it('keeps a failed suspension in the dialog, in red, with the reason typed', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const fail = { current: { suspend: 500 } as Record<string, number> };
    open(server(fail), '/dashboard/subscribers/1');
    await user.click(
      await screen.findByRole(
        'button',
        { name: `Active: suspend the subscription of ${isolated('Child 1')}` },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const reason = within(dialog).getByLabelText(en['subscribers.suspend.reason'], { exact: false });
    await user.type(reason, 'Unpaid');
    await user.click(within(dialog).getByRole('button', { name: en['subscribers.suspend.confirm'] }));
    expect(await within(dialog).findByText(en['pricing.error.suspend'])).toBeInTheDocument();
    expect(reason).toHaveValue('Unpaid');
  });

  it('shows the empty text for a package without subscribers', { timeout: 30_000 }, async () => {
    open(server(), '/dashboard/subscribers/2');
    expect(await screen.findByText(en['subscribers.empty'], {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows a failed list in the red banner, and Retry loads it', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const fail = { current: { subscriptions: 503 } as Record<string, number> };
    open(server(fail), '/dashboard/subscribers/1');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(en['pricing.error.loadSubscribers']);
    fail.current = {};
    await user.click(retry);
    expect(await screen.findByText('Child 1')).toBeInTheDocument();
  });
});
