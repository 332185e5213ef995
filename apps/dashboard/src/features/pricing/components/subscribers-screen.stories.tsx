import type { Package, Subscription } from '@minbar/api/schemas/education';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ACTIVE_PACKAGES,
  CHILD_WORDS,
  pricingText,
  STORY_SUBSCRIPTIONS,
  storySubscription,
} from '../../../test/pricing-story-support';
import { withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import type { Failure } from '../error-messages';
import { PricingIntlProvider, type PricingMessageId, usePricingT } from '../pricing-intl';
import { FailureBanner } from './failure-banner';
import { SubscribersScreen } from './subscribers-screen';
import { SubscribersTable } from './subscribers-table';

const onSuspend = fn();
const onReactivate = fn();
const onPageChange = fn();
const PACKAGE = ACTIVE_PACKAGES[0] as Package;

function LoadFailedText() {
  return <>{usePricingT()('pricing.error.loadSubscribers')}</>;
}

function screenArgs(
  state: {
    subscriptions?: Subscription[] | 'loading';
    item?: Package | null;
    total?: number;
    page?: number;
    totalPages?: number;
    failure?: Failure;
  } = {},
) {
  const rows = state.subscriptions === 'loading' ? undefined : (state.subscriptions ?? STORY_SUBSCRIPTIONS);
  const total = state.total ?? rows?.length ?? 0;
  return {
    item: state.item === null ? undefined : (state.item ?? PACKAGE),
    count: total,
    banner: state.failure ? <FailureBanner failure={state.failure} onRetry={fn()} /> : null,
    table: (
      <SubscribersTable
        subscriptions={state.failure ? [] : rows}
        total={total}
        error={state.failure ? <LoadFailedText /> : null}
        page={state.page ?? 1}
        totalPages={state.totalPages ?? 1}
        onPageChange={onPageChange}
        onSuspend={onSuspend}
        onReactivate={onReactivate}
      />
    ),
  };
}

const meta = {
  title: 'Dashboard/Pricing/Subscribers',
  component: SubscribersScreen,
  decorators: [withDashboardPage, ...withFeatureMessages(PricingIntlProvider)],
  parameters: { a11y: { test: 'error' }, layout: 'fullscreen' },
  args: screenArgs(),
} satisfies Meta<typeof SubscribersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const statusButton = (globals: Globals, row: Subscription) =>
  pricingText(globals, row.is_active ? 'subscribers.status.suspendOf' : 'subscribers.status.reactivateOf', {
    status: pricingText(
      globals,
      row.is_active ? 'subscribers.status.active' : 'subscribers.status.notActivated',
    ),
    name: isolateText(row.child_name),
  });

/** The back link, the title and the package's summary cards: name, price, subjects, subscribers, description. */
export const SummaryCards: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: pricingText(globals, 'subscribers.title', { name: isolateText(PACKAGE.name) }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: pricingText(globals, 'subscribers.back') }),
    ).toHaveAttribute('href', '/dashboard/Pricing');
    const summary = canvas.getByRole('region', { name: pricingText(globals, 'subscribers.summary') });
    await expect(within(summary).getAllByRole('article')).toHaveLength(5);
    await expect(summary).toHaveTextContent(PACKAGE.description ?? '');
    await expect(summary).toHaveTextContent(String(STORY_SUBSCRIPTIONS.length));
  },
};

/** Active and inactive rows: the reason shown, an active badge opens the suspend dialog, an inactive one the reactivation. */
export const ActiveAndInactiveRows: Story = {
  play: async ({ canvasElement, globals }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getAllByRole('row')).toHaveLength(STORY_SUBSCRIPTIONS.length + 1);
    for (const key of ['child', 'price', 'start', 'periodEnd', 'reason', 'status'])
      await expect(
        table.getByRole('columnheader', {
          name: pricingText(globals, `subscribers.column.${key}` as PricingMessageId),
        }),
      ).toBeVisible();
    const active = STORY_SUBSCRIPTIONS[0] as Subscription;
    const inactive = STORY_SUBSCRIPTIONS[2] as Subscription;
    await expect(table.getByText(inactive.suspension_reason ?? '')).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: statusButton(globals, active) }));
    await expect(onSuspend).toHaveBeenCalledWith(active);
    await userEvent.click(table.getByRole('button', { name: statusButton(globals, inactive) }));
    await expect(onReactivate).toHaveBeenCalledWith(inactive);
  },
};

/** A subscription without dates shows '---' for its start and end of period, read out as 'No date'. */
export const MissingDates: Story = {
  args: screenArgs({
    subscriptions: [
      storySubscription(9, { start_date: null, current_period_end: null }, CHILD_WORDS.ibrahim),
    ],
  }),
  play: async ({ canvasElement, globals }) => {
    const row = within(canvasElement).getAllByRole('row')[1] as HTMLElement;
    await expect(within(row).getAllByText('---')).toHaveLength(2);
    await expect(within(row).getAllByText(pricingText(globals, 'subscribers.noDate'))).toHaveLength(2);
  },
};

/** No subscribers: the empty text, the count 0. */
export const Empty: Story = {
  args: screenArgs({ subscriptions: [] }),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(pricingText(globals, 'subscribers.empty'))).toBeVisible();
  },
};

/** Page 6 of 12: five page buttons around it, the first and last with ellipses, previous and next. */
export const Paging: Story = {
  args: screenArgs({ total: 115, page: 6, totalPages: 12 }),
  play: async ({ canvasElement, globals }) => {
    const pager = within(canvasElement).getByRole('navigation', {
      name: pricingText(globals, 'subscribers.pager.label'),
    });
    const pages = [...pager.querySelectorAll('[data-slot="pagination-page"]')].map(
      (button) => button.textContent,
    );
    await expect(pages).toEqual(['1', '4', '5', '6', '7', '8', '12']);
    await expect(pager.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(2);
    await userEvent.click(pager.querySelector<HTMLElement>('[data-slot="pagination-next"]') as HTMLElement);
    await expect(onPageChange).toHaveBeenCalledWith(7);
  },
};

/** The last page: the window keeps five buttons (8 to 12) and next is disabled. */
export const LastPage: Story = {
  args: screenArgs({ subscriptions: STORY_SUBSCRIPTIONS.slice(0, 3), total: 113, page: 12, totalPages: 12 }),
  play: async ({ canvasElement }) => {
    const pages = [...canvasElement.querySelectorAll('[data-slot="pagination-page"]')].map(
      (b) => b.textContent,
    );
    await expect(pages).toEqual(['1', '8', '9', '10', '11', '12']);
    await expect(canvasElement.querySelector('[data-slot="pagination-next"]')).toBeDisabled();
  },
};

/** The first load: the table's skeleton, announced as busy; the package's cards wait too. */
export const Loading: Story = {
  args: screenArgs({ subscriptions: 'loading', item: null }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('heading', { level: 1, name: pricingText(globals, 'subscribers.titleLoading') }),
    ).toBeVisible();
  },
};

/** The list failed: the red banner with Retry. */
export const ErrorBanner: Story = {
  args: screenArgs({
    failure: { message: { id: 'pricing.error.loadSubscribers' }, reason: { id: 'error.network' } },
  }),
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getAllByRole('alert')[0] as HTMLElement;
    await expect(alert).toHaveTextContent(pricingText(globals, 'pricing.error.loadSubscribers'));
    await expect(
      within(alert).getByRole('button', { name: pricingText(globals, 'app.retry') }),
    ).toBeVisible();
  },
};
