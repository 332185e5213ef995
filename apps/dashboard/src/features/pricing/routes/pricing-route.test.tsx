import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { pricingServer, storyPackage } from '../../../test/pricing-fake-server';
import { ADMIN_SESSION, type FakeServer, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';

const PACKAGES = [
  storyPackage(1, { name: 'Weekend basic', subscriber_count: 6 }),
  storyPackage(2, { name: 'Weekend full', price: 200, num_subjects_included: 4 }),
  storyPackage(3, { name: 'Summer camp', is_active: false, num_subjects_included: null }),
];

async function openPricing(server: FakeServer, search = '') {
  const view = renderApp({ path: '/dashboard/Pricing', session: ADMIN_SESSION, server });
  if (search) await act(() => view.router.navigate(`/dashboard/Pricing${search}`));
  return view;
}

const intl = createIntl({ locale: 'en', messages: en });
const fill = (id: keyof typeof en, values: Record<string, string | number>) =>
  intl.formatMessage({ id }, values);
const isolated = (name: string) => `\u2068${name}\u2069`;

describe('the pricing route', () => {
  it('shows the active and cancelled tabs with their counts, and each package card with its link to its subscribers', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const server = pricingServer({ packages: PACKAGES });
    const { router } = await openPricing(server);
    const active = await screen.findByRole('tab', { name: 'Active (2)' }, { timeout: 10_000 });
    expect(active).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: en['pricing.list.active'] });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const basic = within(list).getByRole('article', { name: 'Weekend basic' });
    expect(basic).toHaveTextContent('6 active subscribers');
    expect(basic).toHaveTextContent('2 subjects included');
    expect(
      within(basic).getByRole('link', { name: `View subscribers of ${isolated('Weekend basic')}` }),
    ).toHaveAttribute('href', '/dashboard/subscribers/1');
    expect(server.calls.some((call) => call.path === '/packages/?page=1&per_page=10&is_active=true')).toBe(
      true,
    );

    await user.click(screen.getByRole('tab', { name: 'Cancelled (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=cancelled'));
    const cancelled = await screen.findByRole('list', { name: en['pricing.list.cancelled'] });
    // A package without its number of subjects shows 7 (the domain's DEFAULT_SUBJECTS_INCLUDED).
    expect(within(cancelled).getByRole('article', { name: 'Summer camp' })).toHaveTextContent(
      '7 subjects included',
    );
    expect(server.calls.some((call) => call.path === '/packages/?page=1&per_page=10&is_active=false')).toBe(
      true,
    );
  });

  it('adds a package through the checked form, refusing bad input and showing a failed create in the form', {
    timeout: 40_000,
  }, async () => {
    const user = userEvent.setup();
    const fail = { current: { create: 503 } as Record<string, number> };
    const server = pricingServer({ packages: PACKAGES, fail });
    await openPricing(server);
    await user.click(await screen.findByRole('button', { name: en['pricing.add'] }, { timeout: 10_000 }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: en['pricing.form.addTitle'] },
      { timeout: 10_000 },
    );
    await user.type(
      within(dialog).getByLabelText(en['pricing.field.name'], { exact: false }),
      'Evening hifz',
    );
    await user.type(within(dialog).getByLabelText(en['pricing.field.price'], { exact: false }), '99.999');
    await user.type(
      within(dialog).getByLabelText(en['pricing.field.num_subjects_included'], { exact: false }),
      '0',
    );
    await user.click(within(dialog).getByRole('button', { name: en['pricing.form.create'] }));
    // Refused by the domain's rule: nothing is sent, the first bad field (the description) is focused.
    expect(
      await within(dialog).findByText(fill('pricing.issue.price', { max: 100_000 })),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(fill('pricing.issue.subjects', { max: 50 }))).toBeInTheDocument();
    expect(within(dialog).getByLabelText(en['pricing.field.description'], { exact: false })).toHaveFocus();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(
      within(dialog).getByLabelText(en['pricing.field.description'], { exact: false }),
      'Three evenings a week.',
    );
    const price = within(dialog).getByLabelText(en['pricing.field.price'], { exact: false });
    await user.clear(price);
    await user.type(price, '150.50');
    const subjects = within(dialog).getByLabelText(en['pricing.field.num_subjects_included'], {
      exact: false,
    });
    await user.clear(subjects);
    await user.type(subjects, '3');
    await user.click(within(dialog).getByRole('button', { name: en['pricing.form.create'] }));
    expect(await within(dialog).findByText(en['pricing.error.create'])).toBeInTheDocument();
    // What was typed stays.
    expect(within(dialog).getByLabelText(en['pricing.field.name'], { exact: false })).toHaveValue(
      'Evening hifz',
    );

    fail.current = {};
    await user.click(within(dialog).getByRole('button', { name: en['pricing.form.create'] }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
        name: 'Evening hifz',
        description: 'Three evenings a week.',
        price: 150.5,
        num_subjects_included: 3,
        is_active: true,
      }),
    );
    expect(
      await screen.findByText(fill('pricing.created', { name: isolated('Evening hifz') })),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('tab', { name: 'Active (3)' })).toBeInTheDocument();
  });

  it('edits a package, shows a failed update in the form, then cancels and activates it with confirmations', {
    timeout: 40_000,
  }, async () => {
    const user = userEvent.setup();
    const fail = { current: { update: 500 } as Record<string, number> };
    const server = pricingServer({ packages: PACKAGES, fail });
    await openPricing(server);
    await user.click(
      await screen.findByRole('button', { name: `Edit ${isolated('Weekend full')}` }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: `Edit ${isolated('Weekend full')}` },
      { timeout: 10_000 },
    );
    const price = within(dialog).getByLabelText(en['pricing.field.price'], { exact: false });
    expect(price).toHaveValue('200');
    await user.clear(price);
    await user.type(price, '210');
    await user.click(within(dialog).getByRole('button', { name: en['pricing.form.save'] }));
    expect(await within(dialog).findByText(en['pricing.error.update'])).toBeInTheDocument();
    fail.current = {};
    await user.click(within(dialog).getByRole('button', { name: en['pricing.form.save'] }));
    await waitFor(() =>
      expect(
        server.calls.find((call) => call.method === 'PUT' && call.path === '/packages/2/')?.body,
      ).toMatchObject({
        price: 210,
        is_active: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(
      await screen.findByRole('button', { name: `Cancel package ${isolated('Weekend full')}` }),
    );
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: en['pricing.cancel.title'] },
      { timeout: 10_000 },
    );
    await user.click(within(confirm).getByRole('button', { name: en['pricing.cancel.confirm'] }));
    await waitFor(() =>
      expect(
        server.calls.some(
          (call) => call.method === 'PATCH' && call.path === '/packages/2/toggle?is_active=false',
        ),
      ).toBe(true),
    );
    expect(await screen.findByRole('tab', { name: 'Cancelled (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cancelled (2)' }));
    await user.click(await screen.findByRole('button', { name: `Activate ${isolated('Weekend full')}` }));
    const activate = await screen.findByRole(
      'alertdialog',
      { name: en['pricing.activate.title'] },
      { timeout: 10_000 },
    );
    await user.click(within(activate).getByRole('button', { name: en['pricing.activate.confirm'] }));
    expect(await screen.findByRole('tab', { name: 'Cancelled (1)' })).toBeInTheDocument();
  });

  it('shows a failed load in the red banner with Retry, and the empty text of a tab without packages', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const fail = { current: { list: 503 } as Record<string, number> };
    const server = pricingServer({ packages: [], fail });
    await openPricing(server);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(en['pricing.error.load']);
    fail.current = {};
    await user.click(retry);
    expect(await screen.findByText(en['pricing.empty.active'])).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active (0)' })).toBeInTheDocument();
  });
});
