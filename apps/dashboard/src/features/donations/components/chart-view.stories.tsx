import type { DonationHistoryItem } from '@minbar/api/schemas/donations';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  donationsText,
  historyControls,
  LONG_NAME,
  STORY_ACTIVE,
  STORY_DEDICATIONS,
  STORY_GIFTS,
  STORY_MONTHLY,
  storyCategory,
  storyHistoryPage,
} from '../../../test/donations-story-support';
import { inLanguages, overriding, type Words, wordsIn } from '../../../test/story-content';
import { withFeatureMessages } from '../../../test/story-decorators';
import { DonationsIntlProvider } from '../donations-intl';
import { formatDonationDate, formatMoney } from '../format';
import { ChartView } from './chart-view';

const meta = {
  title: 'Dashboard/Donations/Chart view',
  component: ChartView,
  decorators: withFeatureMessages(DonationsIntlProvider),
  parameters: { a11y: { test: 'error' } },
  args: {
    history: {
      data: storyHistoryPage(1),
      onRetry: fn(),
      page: 1,
      totalPages: 6,
      onPageChange: fn(),
      ...historyControls(),
    },
    active: { data: STORY_ACTIVE, onRetry: fn(), page: 1, onPageChange: fn() },
    monthly: { data: STORY_MONTHLY, onRetry: fn() },
  },
} satisfies Meta<typeof ChartView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The history (Anonymous for an anonymous gift, dedications under the donors), campaigns with progress, the balance and the chart. */
export const HistoryProgressAndBalance: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const history = canvas.getByRole('table', {
      name: donationsText(globals, 'donations.chart.historyCaption', { count: 60 }),
    });
    await expect(within(history).getAllByRole('row')).toHaveLength(11);
    await expect(
      within(history).getAllByText(donationsText(globals, 'donations.chart.anonymous')).length,
    ).toBeGreaterThan(0);
    // A gift's dedication under its donor, an anonymous gift's too.
    for (const index of [0, 1]) {
      const line = donationsText(globals, 'donations.chart.dedication', {
        text: `\u2068${wordsIn(globals, STORY_DEDICATIONS[index] as Words)}\u2069`,
      });
      await expect(within(history).getByText(line)).toBeVisible();
    }
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(5);
    await expect(
      canvas.getByRole('heading', { name: donationsText(globals, 'donations.chart.balance') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: donationsText(globals, 'donations.chart.tableCaption') }),
    ).toBeVisible();
    // The chart library is its own chunk, loaded when the view first shows: on a busy machine that
    // takes longer than waitFor's one-second default, as for the prayer times' chart.
    await waitFor(
      () => expect(canvasElement.querySelector('[data-slot="chart-canvas"] canvas')).not.toBeNull(),
      { timeout: 10_000 },
    );
    const pages = canvas.getByRole('navigation', {
      name: donationsText(globals, 'donations.chart.historyPagination'),
    });
    await userEvent.click(within(pages).getAllByRole('button', { name: /2/ })[0] as HTMLElement);
    await expect(args.history.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: {
    history: {
      loading: true,
      onRetry: fn(),
      page: 1,
      totalPages: 0,
      onPageChange: fn(),
      ...historyControls(),
    },
    active: { loading: true, onRetry: fn(), page: 1, onPageChange: fn() },
    monthly: { loading: true, onRetry: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  },
};

export const Empty: Story = {
  args: {
    history: {
      data: { items: [], total: 0, page: 1, per_page: 10, total_pages: 0 },
      onRetry: fn(),
      page: 1,
      totalPages: 0,
      onPageChange: fn(),
      ...historyControls(),
    },
    active: {
      data: { items: [], total_pages: 0, total_amount: 0 },
      onRetry: fn(),
      page: 1,
      onPageChange: fn(),
    },
    monthly: { data: [], onRetry: fn() },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(donationsText(globals, 'donations.chart.historyEmpty'))).toBeVisible();
    await expect(canvas.getByText(donationsText(globals, 'donations.chart.activeEmpty'))).toBeVisible();
    await expect(canvas.getByText(donationsText(globals, 'donations.chart.overTimeEmpty'))).toBeVisible();
  },
};

export const LoadErrors: Story = {
  args: {
    history: {
      error: { id: 'donations.error.history' },
      onRetry: fn(),
      page: 1,
      totalPages: 0,
      onPageChange: fn(),
      ...historyControls(),
    },
    active: { error: { id: 'error.network' }, onRetry: fn(), page: 1, onPageChange: fn() },
    monthly: { error: { id: 'donations.error.chart' }, onRetry: fn() },
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
    await userEvent.click(
      canvas.getAllByRole('button', { name: donationsText(globals, 'app.retry') })[0] as HTMLElement,
    );
    await expect(args.history.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    history: {
      data: {
        items: [
          inLanguages(
            {
              id: 1,
              donor_name: '',
              is_anonymous: false,
              dedication: '',
              category_name: '',
              date: '2026-11-20T18:30:00Z',
              amount: 123_456_789.99,
              currency: 'PLN',
              status: 'succeeded',
              refunded_amount: 0,
              method: 'card',
              frequency: 'one-time',
              needs_attention: false,
            },
            {
              donor_name: {
                en: 'Abdullah ibn Abd al-Rahman al-Qurashi al-Hashimi al-Makki',
                ar: 'عبد الله بن عبد الرحمن القرشي الهاشمي المكي',
                pl: 'Abdullah ibn Abd al-Rahman al-Kuraszi al-Haszimi al-Makki',
              },
              dedication: {
                en: 'In memory of my grandparents Halina and Abdelrahman, who prayed in this hall for forty years, and of all who built it',
                ar: 'في ذكرى جدّيّ حليمة وعبد الرحمن اللذين صلّيا في هذه القاعة أربعين عامًا، وفي ذكرى كل من بناها',
                pl: 'Ku pamięci moich dziadków Haliny i Abdelrahmana, którzy przez czterdzieści lat modlili się w tej sali, i wszystkich, którzy ją zbudowali',
              },
              category_name: LONG_NAME,
            },
          ),
        ],
        total: 1,
      },
      onRetry: fn(),
      page: 1,
      totalPages: 1,
      onPageChange: fn(),
      ...historyControls(),
    },
    active: {
      data: {
        items: [storyCategory(50, LONG_NAME, { target_amount: 999_999_999 })],
        total_pages: 1,
        total_amount: 987_654_321.5,
      },
      onRetry: fn(),
      page: 1,
      onPageChange: fn(),
    },
  },
  play: async ({ canvasElement, globals }) => {
    // The active campaign's long name wraps whole inside its card: nothing of it is cut or hidden.
    const name = within(canvasElement).getByText(wordsIn(globals, LONG_NAME), {
      selector: '.donations-active__name bdi',
    });
    await expect(name).toBeVisible();
    const box = name.closest('.donations-active__name') as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
    await expect(getComputedStyle(box).textOverflow).not.toBe('ellipsis');
    const card = box.closest('.donations-active__item') as HTMLElement;
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};

/** Each gift's state and method; a received gift offers Refund, a refunded one does not; the filter names the states. */
export const StatusesMethodsAndRefund: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const history = canvas.getByRole('table', {
      name: donationsText(globals, 'donations.chart.historyCaption', { count: 60 }),
    });
    await expect(
      within(history).getByText(donationsText(globals, 'donations.status.refunded')),
    ).toBeVisible();
    await expect(
      within(history).getAllByText(donationsText(globals, 'donations.method.blik')).length,
    ).toBeGreaterThan(0);
    const refunds = within(history).getAllByRole('button', {
      name: new RegExp(donationsText(globals, 'donations.refund.open')),
    });
    // Ten gifts on the page, one wholly refunded: nine can still be refunded.
    await expect(refunds).toHaveLength(9);
    // Each button is named with its own gift: the first row's is gift 200's.
    const first = STORY_GIFTS[0] as DonationHistoryItem;
    const locale = storyLocale(globals);
    await expect(first.id).toBe(200);
    await expect(refunds[0]).toHaveAccessibleName(
      donationsText(globals, 'donations.refund.openFor', {
        id: '200',
        amount: formatMoney(locale, first.amount, first.currency),
        date: formatDonationDate(locale, first.date),
      }),
    );
    await expect(new Set(refunds.map((button) => button.getAttribute('aria-label'))).size).toBe(9);
    await userEvent.click(refunds[0] as HTMLElement);
    await expect(args.history.onRefund).toHaveBeenCalledWith(expect.objectContaining({ id: 200 }));

    await userEvent.click(
      canvas.getByRole('combobox', { name: donationsText(globals, 'donations.chart.filter') }),
    );
    await userEvent.click(
      await within(document.body).findByRole('option', {
        name: donationsText(globals, 'donations.filter.refunded'),
      }),
    );
    await expect(args.history.onFilterChange).toHaveBeenCalledWith('refunded');
  },
};

/**
 * The failed gifts, one of them marked for staff: the payment service had no record of its payment
 * an hour on, so staff are asked to check it there.
 */
export const FailedGiftNeedsAttention: Story = {
  args: {
    history: {
      data: {
        items: [
          overriding(STORY_GIFTS[0] as DonationHistoryItem, {
            status: 'failed',
            method: null,
            needs_attention: true,
          }),
          overriding(STORY_GIFTS[1] as DonationHistoryItem, { status: 'failed', method: null }),
        ],
        total: 2,
        page: 1,
        per_page: 10,
        total_pages: 1,
      },
      onRetry: fn(),
      page: 1,
      totalPages: 1,
      onPageChange: fn(),
      ...historyControls(),
      filter: 'failed',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(donationsText(globals, 'donations.status.needsAttention'))).toHaveLength(
      1,
    );
  },
};
