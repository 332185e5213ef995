import type { MonthlyGiftItem } from '@minbar/api/schemas/monthly-gifts';
import { inStoryLanguage } from '@minbar/ui/provider/story-content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CATEGORY_NAMES, donationsText, STORY_MONTHLY_GIFTS } from '../../../test/donations-story-support';
import { argsWrittenIn, overriding } from '../../../test/story-content';
import { withFeatureMessages } from '../../../test/story-decorators';
import { DonationsIntlProvider } from '../donations-intl';
import { MonthlyGiftsDialog } from './monthly-gifts-dialog';

const LONG_FUND = {
  en: 'Renovation of the women’s prayer hall, its washrooms and the staircase leading up to it',
  ar: 'تجديد مصلى النساء ومرافق الوضوء والدرج المؤدي إليه',
  pl: 'Remont sali modlitw dla kobiet, jej umywalni i prowadzącej do niej klatki schodowej',
};

const LONG_SURNAME = {
  en: 'Abdelrahman Wiśniewska-Al-Hashimi',
  ar: 'عبد الرحمن فيشنيفسكا-الهاشمي',
  pl: 'Abdelrahman Wiśniewska-Al-Hashimi',
};

const meta = {
  title: 'Dashboard/Donations/Monthly donors',
  component: MonthlyGiftsDialog,
  decorators: [
    argsWrittenIn(CATEGORY_NAMES.upkeep, LONG_FUND),
    ...withFeatureMessages(DonationsIntlProvider),
  ],
  parameters: { a11y: { test: 'error' } },
  args: {
    categoryName: CATEGORY_NAMES.upkeep.en,
    list: STORY_MONTHLY_GIFTS,
    page: 1,
    onPageChange: fn(),
    onRetry: fn(),
    onStop: fn(),
    onRevoke: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof MonthlyGiftsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

/**
 * Two donors still giving (one anonymous, one whose card was refused) and one who stopped: the
 * monthly total of those giving, and Stop on each still giving, named by its donor.
 */
export const Default: Story = {
  play: async ({ globals, args }) => {
    const open = within(await dialog());
    await expect(open.getAllByRole('listitem')).toHaveLength(3);
    await expect(open.getByText(/150/)).toBeVisible();
    await expect(open.getByText(donationsText(globals, 'donations.chart.anonymous'))).toBeVisible();
    await expect(open.getByText(donationsText(globals, 'donations.monthly.stoppedBy.donor'))).toBeVisible();
    const stops = open.getAllByRole('button', {
      name: new RegExp(`^${donationsText(globals, 'donations.monthly.stop')}`),
    });
    await expect(stops).toHaveLength(2);
    await userEvent.click(stops[1] as HTMLElement);
    await expect(args.onStop).toHaveBeenCalledWith(STORY_MONTHLY_GIFTS.items[1]);
  },
};

/**
 * Revoke links on each gift not ended, named by its donor: every management link it was sent stops
 * working (a receipt forwarded, or the donor asks).
 */
export const RevokeLinks: Story = {
  play: async ({ globals, args }) => {
    const open = within(await dialog());
    const revokes = open.getAllByRole('button', {
      name: new RegExp(`^${donationsText(globals, 'donations.monthly.revokeOf', { name: '' })}`),
    });
    await expect(revokes).toHaveLength(2);
    await userEvent.click(revokes[0] as HTMLElement);
    await expect(args.onRevoke).toHaveBeenCalledWith(STORY_MONTHLY_GIFTS.items[0]);
  },
};

/** A gift its donor paused, whose links were revoked: said on its row; it may still be stopped. */
export const PausedLinksRevoked: Story = {
  args: {
    list: {
      ...STORY_MONTHLY_GIFTS,
      items: [
        overriding(STORY_MONTHLY_GIFTS.items[0] as MonthlyGiftItem, {
          state: 'paused',
          next_charge_at: null,
          links_revoked_at: '2026-11-20T10:00:00.000Z',
        }),
      ],
      total: 1,
      charging_count: 0,
      monthly_total: 0,
    },
  },
  play: async ({ globals }) => {
    const open = within(await dialog());
    await expect(open.getByText(donationsText(globals, 'donations.monthly.state.paused'))).toBeVisible();
    const revokedOn = donationsText(globals, 'donations.monthly.linksRevokedOn', { date: '' }).trim();
    await expect(open.getByText(new RegExp(`^${revokedOn}.*2026`))).toBeVisible();
    await expect(
      open.getAllByRole('button', {
        name: new RegExp(`^${donationsText(globals, 'donations.monthly.stop')}`),
      }),
    ).toHaveLength(1);
  },
};

/** Nobody gives monthly to it yet. */
export const Empty: Story = {
  args: {
    list: {
      ...STORY_MONTHLY_GIFTS,
      items: [],
      total: 0,
      total_pages: 0,
      charging_count: 0,
      monthly_total: 0,
    },
  },
  play: async ({ globals }) => {
    const open = within(await dialog());
    await expect(open.getByText(donationsText(globals, 'donations.monthly.empty'))).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { list: undefined },
  play: async ({ globals }) => {
    const open = within(await dialog());
    await expect(open.getByRole('status')).toHaveTextContent(donationsText(globals, 'app.loading'));
  },
};

/** The list could not be loaded: said, with Retry. */
export const LoadFailed: Story = {
  args: { list: undefined, loadFailure: { id: 'donations.monthly.loadFailed' } },
  play: async ({ globals, args }) => {
    const open = within(await dialog());
    await expect(open.getByRole('alert')).toHaveTextContent(
      donationsText(globals, 'donations.monthly.loadFailed'),
    );
    await userEvent.click(open.getByRole('button', { name: donationsText(globals, 'app.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Many donors over pages, with long names and addresses that wrap. */
export const LongText: Story = {
  args: {
    categoryName: LONG_FUND.en,
    list: {
      ...STORY_MONTHLY_GIFTS,
      items: STORY_MONTHLY_GIFTS.items.map((gift) => ({
        ...gift,
        // A long name in each desk's writing, read when the row renders.
        get donor_name() {
          return gift.donor_name ? `${gift.donor_name}-${inStoryLanguage(LONG_SURNAME)}` : null;
        },
        donor_email: `very.long.address.of.${gift.donor_email.replace('@', '.at.')}@subdomain.example.org`,
        amount: gift.amount * 1000 + 0.5,
      })),
      total: 23,
      total_pages: 3,
    },
  },
  play: async ({ globals, args }) => {
    const open = within(await dialog());
    await userEvent.click(open.getByRole('button', { name: /2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(
      open.getByRole('navigation', { name: donationsText(globals, 'donations.monthly.pages') }),
    ).toBeVisible();
  },
};
