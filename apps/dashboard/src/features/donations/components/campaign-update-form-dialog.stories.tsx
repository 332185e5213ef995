import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CATEGORY_NAMES, donationsText, STORY_UPDATES } from '../../../test/donations-story-support';
import { argsWrittenIn, wordsIn } from '../../../test/story-content';
import { withFeatureMessages } from '../../../test/story-decorators';
import { DonationsIntlProvider } from '../donations-intl';
import { CampaignUpdateFormDialog } from './campaign-update-form-dialog';

const meta = {
  title: 'Dashboard/Donations/Campaign update form',
  component: CampaignUpdateFormDialog,
  decorators: [argsWrittenIn(CATEGORY_NAMES.roof), ...withFeatureMessages(DonationsIntlProvider)],
  parameters: { a11y: { test: 'error' } },
  args: { campaignName: CATEGORY_NAMES.roof.en, today: '2026-11-26', onSave: fn(), onClose: fn() },
} satisfies Meta<typeof CampaignUpdateFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (
  globals: Record<string, unknown>,
  id: 'donations.updates.postTitle' | 'donations.updates.editTitle',
) =>
  screen.findByRole('form', {
    name: donationsText(globals, id, { name: wordsIn(globals, CATEGORY_NAMES.roof) }),
  });

/** A new update: today's date, a text tab per language, an optional photo. */
export const Post: Story = {
  play: async ({ globals }) => {
    const open = within(await form(globals, 'donations.updates.postTitle'));
    await expect(open.getAllByRole('tab')).toHaveLength(3);
    await expect(
      open.getByRole('group', { name: new RegExp(donationsText(globals, 'donations.updates.date')) }),
    ).toBeVisible();
  },
};

/** Posted with nothing written: each language tab is marked, and nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ globals, args }) => {
    const open = within(await form(globals, 'donations.updates.postTitle'));
    await userEvent.click(
      screen.getByRole('button', { name: donationsText(globals, 'donations.updates.post') }),
    );
    await waitFor(() =>
      expect(open.getByText(donationsText(globals, 'donations.issue.required'))).toBeVisible(),
    );
    for (const tab of open.getAllByRole('tab'))
      await expect(tab.querySelector('[data-invalid]')).not.toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Written in the three languages and posted: the body the server receives. */
export const Filled: Story = {
  args: {
    initialValues: { text_en: 'The roof is on.', text_ar: 'تم تركيب السقف.', text_pl: 'Dach jest położony.' },
  },
  play: async ({ globals, args }) => {
    await form(globals, 'donations.updates.postTitle');
    await userEvent.click(
      screen.getByRole('button', { name: donationsText(globals, 'donations.updates.post') }),
    );
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          date: '2026-11-26',
          text_en: 'The roof is on.',
          text_ar: 'تم تركيب السقف.',
          text_pl: 'Dach jest położony.',
        },
        null,
      ),
    );
  },
};

/** An update being edited: its day and texts as stored. */
export const Edit: Story = {
  args: { update: STORY_UPDATES[0] },
  play: async ({ globals }) => {
    const open = within(await form(globals, 'donations.updates.editTitle'));
    await expect(open.getByRole('textbox')).toHaveValue(STORY_UPDATES[0]?.text_en);
  },
};

/** The save failed: the reason above the buttons, the server's refusal under its field, the text kept. */
export const SaveFailed: Story = {
  args: {
    update: STORY_UPDATES[0],
    failure: { id: 'donations.updates.saveFailed' },
    serverErrors: { photo: { id: 'donations.issue.notAnImage' } },
  },
  play: async ({ globals }) => {
    const open = within(await form(globals, 'donations.updates.editTitle'));
    await expect(
      open
        .getAllByRole('alert')
        .map((alert) => alert.textContent)
        .join(' '),
    ).toContain(donationsText(globals, 'donations.updates.saveFailed'));
    await expect(open.getByText(donationsText(globals, 'donations.issue.notAnImage'))).toBeVisible();
    await expect(open.getByRole('textbox')).toHaveValue(STORY_UPDATES[0]?.text_en);
  },
};

/** The save on its way: the buttons wait. */
export const Saving: Story = {
  args: { update: STORY_UPDATES[0], saving: true },
  play: async ({ globals }) => {
    await form(globals, 'donations.updates.editTitle');
    await expect(
      screen.getByRole('button', { name: donationsText(globals, 'donations.form.save') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
