import type { Package } from '@minbar/api/schemas/education';
import { storyUiMessage } from '@minbar/ui/provider/story-locale';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACTIVE_PACKAGES, CANCELLED_PACKAGES, pricingText } from '../../../test/pricing-story-support';
import { withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import type { Failure } from '../error-messages';
import { PricingIntlProvider } from '../pricing-intl';
import type { PackageTab } from '../queries/pricing-keys';
import { FailureBanner } from './failure-banner';
import { PricingScreen } from './pricing-screen';

const onTabChange = fn();
const onAdd = fn();
const onEdit = fn();
const onToggle = fn();
const onPageChange = fn();

function screenArgs(
  state: {
    tab?: PackageTab;
    packages?: Package[] | 'loading';
    counts?: { active: number; cancelled: number } | null;
    failure?: Failure;
    totalPages?: number;
    page?: number;
  } = {},
) {
  const tab = state.tab ?? 'active';
  return {
    tab,
    onTabChange,
    packages:
      state.packages === 'loading'
        ? undefined
        : state.failure
          ? []
          : (state.packages ?? (tab === 'active' ? ACTIVE_PACKAGES : CANCELLED_PACKAGES)),
    counts: state.counts === undefined ? { active: 13, cancelled: 1 } : state.counts,
    failed: Boolean(state.failure),
    page: state.page ?? 1,
    totalPages: state.totalPages ?? (tab === 'active' ? 2 : 1),
    onPageChange,
    onAdd,
    onEdit,
    onToggle,
    banner: state.failure ? <FailureBanner failure={state.failure} onRetry={fn()} /> : null,
  };
}

const meta = {
  title: 'Dashboard/Pricing/Packages',
  component: PricingScreen,
  decorators: [withDashboardPage, ...withFeatureMessages(PricingIntlProvider)],
  parameters: { a11y: { test: 'error' }, layout: 'fullscreen' },
  args: screenArgs(),
} satisfies Meta<typeof PricingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Active tab: its count and the cancelled one's, a card per package, its actions, and the pages. */
export const ActiveTab: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const tab = canvas.getByRole('tab', { name: pricingText(globals, 'pricing.tab.active', { count: 13 }) });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('tab', { name: pricingText(globals, 'pricing.tab.cancelled', { count: 1 }) }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: pricingText(globals, 'pricing.list.active') });
    await expect(within(list).getAllByRole('article')).toHaveLength(ACTIVE_PACKAGES.length);
    const first = ACTIVE_PACKAGES[0] as Package;
    const name = isolateText(first.name);
    const card = within(list).getByRole('article', { name: first.name });
    await expect(card).toHaveTextContent(pricingText(globals, 'pricing.card.subscribers', { count: 6 }));
    await expect(
      within(card).getByRole('link', {
        name: pricingText(globals, 'pricing.card.viewSubscribersOf', { name }),
      }),
    ).toHaveAttribute('href', '/dashboard/subscribers/1');
    await userEvent.click(
      within(card).getByRole('button', { name: pricingText(globals, 'pricing.card.editOf', { name }) }),
    );
    await expect(onEdit).toHaveBeenCalledWith(first);
    await userEvent.click(
      within(card).getByRole('button', { name: pricingText(globals, 'pricing.card.cancelOf', { name }) }),
    );
    await expect(onToggle).toHaveBeenCalledWith(first);
    await userEvent.click(canvas.getByRole('button', { name: pricingText(globals, 'pricing.add') }));
    await expect(onAdd).toHaveBeenCalled();
    const pages = canvas.getByRole('navigation', { name: pricingText(globals, 'pricing.pagination') });
    await userEvent.click(within(pages).getAllByRole('button').at(-1) as HTMLElement);
    await expect(onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(
      canvas.getByRole('tab', { name: pricingText(globals, 'pricing.tab.cancelled', { count: 1 }) }),
    );
    await expect(onTabChange).toHaveBeenCalledWith('cancelled');
  },
};

/** The Cancelled tab: the cancelled packages offer Activate; a missing number of subjects reads 7. */
export const CancelledTab: Story = {
  args: screenArgs({ tab: 'cancelled' }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('tab', { name: pricingText(globals, 'pricing.tab.cancelled', { count: 1 }) }),
    ).toHaveAttribute('aria-selected', 'true');
    const item = CANCELLED_PACKAGES[0] as Package;
    const card = canvas.getByRole('article', { name: item.name });
    await expect(card).toHaveTextContent(pricingText(globals, 'pricing.card.subjects', { count: 7 }));
    await expect(card).toHaveTextContent(pricingText(globals, 'pricing.status.cancelled'));
    await userEvent.click(
      within(card).getByRole('button', {
        name: pricingText(globals, 'pricing.card.activateOf', { name: isolateText(item.name) }),
      }),
    );
    await expect(onToggle).toHaveBeenCalledWith(item);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** No packages yet: the tab's empty text, its count 0. */
export const Empty: Story = {
  args: screenArgs({ packages: [], counts: { active: 0, cancelled: 0 }, totalPages: 1 }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(pricingText(globals, 'pricing.empty.active'))).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: pricingText(globals, 'pricing.tab.active', { count: 0 }) }),
    ).toBeVisible();
  },
};

/** No cancelled packages. */
export const EmptyCancelled: Story = {
  args: screenArgs({ tab: 'cancelled', packages: [], counts: { active: 3, cancelled: 0 } }),
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(pricingText(globals, 'pricing.empty.cancelled')),
    ).toBeVisible();
  },
};

/** The first load: card skeletons, announced as busy, the tabs without counts yet. */
export const Loading: Story = {
  args: screenArgs({ packages: 'loading', counts: null }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(pricingText(globals, 'pricing.loading'));
    await expect(
      canvas.getByRole('tab', { name: pricingText(globals, 'pricing.tab.activeNoCount') }),
    ).toBeVisible();
  },
};

/** The load failed: the red banner ('Failed to fetch packages') with its reason and Retry. */
export const ErrorBanner: Story = {
  args: screenArgs({
    failure: { message: { id: 'pricing.error.load' }, reason: { id: 'error.network' } },
    counts: null,
  }),
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(pricingText(globals, 'pricing.error.load'));
    await expect(alert).toHaveTextContent(pricingText(globals, 'error.network'));
    await expect(
      within(alert).getByRole('button', { name: pricingText(globals, 'app.retry') }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

/** A refused cancel: the banner says it failed and why, and can be dismissed. */
export const CancelFailed: Story = {
  args: {
    ...screenArgs(),
    banner: (
      <FailureBanner
        failure={{ message: { id: 'pricing.error.cancel' }, reason: { id: 'error.server' } }}
        onDismiss={fn()}
      />
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(pricingText(globals, 'pricing.error.cancel'));
    await expect(
      within(alert).getByRole('button', { name: storyUiMessage(globals, 'ui.failureBanner.dismiss') }),
    ).toBeVisible();
  },
};
