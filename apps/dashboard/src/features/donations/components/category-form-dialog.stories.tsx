import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  donationsText,
  LONG_NAME,
  STORY_CATEGORIES,
  storyCategory,
} from '../../../test/donations-story-support';
import { withFeatureMessages } from '../../../test/story-decorators';
import { DonationsIntlProvider } from '../donations-intl';
import { CategoryFormDialog } from './category-form-dialog';

const meta = {
  title: 'Dashboard/Donations/Category form',
  component: CategoryFormDialog,
  decorators: withFeatureMessages(DonationsIntlProvider),
  parameters: { a11y: { test: 'error' } },
  args: { mode: 'create', onSave: fn(), onClose: fn() },
} satisfies Meta<typeof CategoryFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const roof = STORY_CATEGORIES.find((category) => category.id === 10);

export const Create: Story = {
  play: async ({ globals }) => {
    const form = await screen.findByRole('form', {
      name: donationsText(globals, 'donations.form.createTitle'),
    });
    await expect(within(form).getAllByRole('tab')).toHaveLength(3);
    await expect(within(form).getAllByRole('radio')).toHaveLength(2);
  },
};

/** A submit with nothing typed: every tab marked, messages under the fields, nothing sent. */
export const CreateValidationErrors: Story = {
  play: async ({ globals, args }) => {
    const form = await screen.findByRole('form', {
      name: donationsText(globals, 'donations.form.createTitle'),
    });
    await userEvent.click(
      screen.getByRole('button', { name: donationsText(globals, 'donations.form.create') }),
    );
    await waitFor(() =>
      expect(
        within(form).getAllByText(donationsText(globals, 'donations.issue.required')).length,
      ).toBeGreaterThan(1),
    );
    for (const tab of within(form).getAllByRole('tab'))
      await expect(tab.querySelector('[data-invalid]')).not.toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** An amount that is not money, shown once the field is left. */
export const InvalidAmount: Story = {
  args: { mode: 'edit', category: roof, initialValues: { target_amount: '12,5' } },
  play: async ({ globals }) => {
    const target = await screen.findByRole('textbox', {
      name: new RegExp(donationsText(globals, 'donations.form.target').replace(/[()]/g, '.')),
    });
    await userEvent.click(target);
    await userEvent.tab();
    await expect(
      await screen.findByText(donationsText(globals, 'donations.issue.amountInvalid')),
    ).toBeVisible();
  },
};

export const Edit: Story = {
  args: { mode: 'edit', category: roof },
  play: async ({ globals, args }) => {
    const form = await screen.findByRole('form', {
      name: donationsText(globals, 'donations.form.editTitle', { name: roof?.name ?? '' }),
    });
    await userEvent.click(
      screen.getByRole('button', { name: donationsText(globals, 'donations.form.save') }),
    );
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(form).toBeVisible();
  },
};

/** The server refused the save: its message under the field and the photo's refusal; what was typed stays. */
export const ServerRefusal: Story = {
  args: {
    mode: 'edit',
    category: roof,
    failure: { id: 'donations.error.update' },
    serverErrors: {
      name_en: { text: 'A category with this name already exists' },
      image: { id: 'donations.issue.notAnImage' },
    },
  },
  play: async ({ globals }) => {
    await expect(await screen.findByText('A category with this name already exists')).toBeVisible();
    await expect(screen.getByText(donationsText(globals, 'donations.issue.notAnImage'))).toBeVisible();
    await expect(screen.getByText(donationsText(globals, 'donations.error.update'))).toBeVisible();
  },
};

export const ImageTooLarge: Story = {
  args: { mode: 'create', failure: { id: 'donations.issue.imageTooLarge' } },
  play: async ({ globals }) => {
    await expect(
      await screen.findByText(donationsText(globals, 'donations.issue.imageTooLarge')),
    ).toBeVisible();
  },
};

export const Saving: Story = {
  args: { mode: 'edit', category: roof, saving: true },
  play: async ({ globals }) => {
    await expect(
      await screen.findByRole('button', { name: donationsText(globals, 'donations.form.cancel') }),
    ).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    mode: 'edit',
    category: storyCategory(10, LONG_NAME, {
      description_en: `${LONG_NAME.en}. `.repeat(12),
      description_ar: `${LONG_NAME.ar}. `.repeat(12),
      description_pl: `${LONG_NAME.pl}. `.repeat(12),
    }),
  },
  play: async () => {
    await expect(await screen.findByDisplayValue(LONG_NAME.en)).toBeVisible();
  },
};
