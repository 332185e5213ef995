import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CATEGORY_NAMES, donationsText, STORY_UPDATES } from '../../../test/donations-story-support';
import { argsWrittenIn, inLanguages } from '../../../test/story-content';
import { withFeatureMessages } from '../../../test/story-decorators';
import { DonationsIntlProvider } from '../donations-intl';
import { CampaignUpdatesDialog } from './campaign-updates-dialog';

const LONG_CAMPAIGN = {
  en: 'A new roof, gutters and insulation for the prayer hall, the library and the classrooms of the weekend school',
  ar: 'سقف جديد ومزاريب وعزل لقاعة الصلاة والمكتبة وفصول المدرسة الأسبوعية',
  pl: 'Nowy dach, rynny i docieplenie sali modlitw, biblioteki oraz sal lekcyjnych szkoły weekendowej',
};

const LONG_UPDATE = {
  en: `${'The roofers finished the northern side, sealed the chimney and replaced the gutters. '.repeat(8)}\nNext week: the southern side.`,
  ar: `${'أنهى عمال السقف الجهة الشمالية، وأحكموا إغلاق المدخنة، واستبدلوا المزاريب. '.repeat(8)}\nالأسبوع القادم: الجهة الجنوبية.`,
  pl: `${'Dekarze skończyli północną stronę, uszczelnili komin i wymienili rynny. '.repeat(8)}\nW przyszłym tygodniu: strona południowa.`,
};

const meta = {
  title: 'Dashboard/Donations/Campaign updates',
  component: CampaignUpdatesDialog,
  decorators: [
    argsWrittenIn(CATEGORY_NAMES.roof, LONG_CAMPAIGN),
    ...withFeatureMessages(DonationsIntlProvider),
  ],
  parameters: { a11y: { test: 'error' } },
  args: {
    campaignName: CATEGORY_NAMES.roof.en,
    updates: STORY_UPDATES,
    onRetry: fn(),
    onPost: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CampaignUpdatesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

/** Two updates, newest first, each with its day, Edit and Delete; Post an update at the foot. */
export const Default: Story = {
  play: async ({ globals, args }) => {
    const open = within(await dialog());
    const items = open.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-18');
    // Each Edit is named by its update's day; the second edits the older one.
    const edits = open.getAllByText(donationsText(globals, 'donations.edit'));
    await expect(edits[1]?.closest('button')?.getAttribute('aria-label')).not.toBe(
      edits[0]?.closest('button')?.getAttribute('aria-label'),
    );
    await userEvent.click(edits[1] as HTMLElement);
    await expect(args.onEdit).toHaveBeenCalledWith(STORY_UPDATES[1]);
    await userEvent.click(
      open.getByRole('button', { name: donationsText(globals, 'donations.updates.post') }),
    );
    await expect(args.onPost).toHaveBeenCalled();
  },
};

/** Nothing posted yet: the dialog says what an update is for and offers the first. */
export const Empty: Story = {
  args: { updates: [] },
  play: async ({ globals }) => {
    const open = within(await dialog());
    await expect(open.getByText(donationsText(globals, 'donations.updates.empty'))).toBeVisible();
    await expect(
      open.getByRole('button', { name: donationsText(globals, 'donations.updates.post') }),
    ).toBeEnabled();
  },
};

/** While the list loads: a status line, and nothing to post over yet. */
export const Loading: Story = {
  args: { updates: undefined },
  play: async ({ globals }) => {
    const open = within(await dialog());
    await expect(open.getByRole('status')).toBeVisible();
    await expect(
      open.getByRole('button', { name: donationsText(globals, 'donations.updates.post') }),
    ).toBeDisabled();
  },
};

/** The list did not load: what failed, and Retry. */
export const LoadFailed: Story = {
  args: { updates: undefined, loadFailure: { id: 'donations.updates.loadFailed' } },
  play: async ({ globals, args }) => {
    const open = within(await dialog());
    await expect(open.getByRole('alert')).toHaveTextContent(
      donationsText(globals, 'donations.updates.loadFailed'),
    );
    await userEvent.click(open.getByRole('button', { name: donationsText(globals, 'app.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A long update and a long campaign name wrap inside the dialog; Delete names the update's day. */
export const LongText: Story = {
  args: {
    campaignName: LONG_CAMPAIGN.en,
    updates: [inLanguages(STORY_UPDATES[0] as (typeof STORY_UPDATES)[number], { text: LONG_UPDATE })],
  },
  play: async ({ globals, args }) => {
    const open = within(await dialog());
    const remove = open.getByText(donationsText(globals, 'donations.updates.delete')).closest('button');
    await expect(remove?.getAttribute('aria-label')).toContain(
      donationsText(globals, 'donations.updates.deleteOf', { date: '' }).trim().split(' ')[0],
    );
    await userEvent.click(remove as HTMLElement);
    await expect(args.onDelete).toHaveBeenCalledWith(args.updates?.[0]);
  },
};
