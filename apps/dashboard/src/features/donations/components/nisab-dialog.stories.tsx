import type { NisabAnswer } from '@minbar/api/schemas/donations';
import { DEFAULT_NISAB } from '@minbar/domain/donations/zakat';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFeatureMessages } from '../../../test/story-decorators';
import { DonationsIntlProvider } from '../donations-intl';
import { NisabDialog } from './nisab-dialog';
import { donationsText } from './story-support';

const SETTINGS: NisabAnswer[] = DEFAULT_NISAB.map((nisab) => ({ ...nisab }));

const meta = {
  title: 'Dashboard/Donations/Nisab dialog',
  component: NisabDialog,
  decorators: withFeatureMessages(DonationsIntlProvider),
  parameters: { a11y: { test: 'error' } },
  args: { settings: SETTINGS, onRetry: fn(), onSave: fn(), onClose: fn() },
} satisfies Meta<typeof NisabDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
const formOf = (globals: Globals) =>
  screen.findByRole('form', { name: donationsText(globals, 'donations.nisab.title') });
const priceField = (form: HTMLElement) => within(form).getByRole('textbox');
const save = (globals: Globals) =>
  userEvent.click(screen.getByRole('button', { name: donationsText(globals, 'donations.form.save') }));

/** Opens on złoty with its stored gold price and day, and the nisab worked out from them. */
export const Default: Story = {
  play: async ({ globals, args }) => {
    const form = await formOf(globals);
    await expect(within(form).getAllByRole('radio')).toHaveLength(2);
    await expect(priceField(form)).toHaveValue('473');
    await expect(form.querySelector('[data-slot="nisab-preview"]')).toHaveTextContent(
      /40[,\s.\u202f\u00a0]?205/,
    );
    await save(globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        currency: 'PLN',
        basis: 'gold',
        price_per_gram: 473,
        as_of: '2026-11-01',
      }),
    );
  },
};

/** Silver chosen and a new price typed: the nisab follows 595 g at that price before it is saved. */
export const SilverBasis: Story = {
  play: async ({ globals, args }) => {
    const form = await formOf(globals);
    await userEvent.click(within(form).getAllByRole('radio')[1] as HTMLElement);
    await userEvent.clear(priceField(form));
    await userEvent.type(priceField(form), '6.05');
    await expect(form.querySelector('[data-slot="nisab-preview"]')).toHaveTextContent(
      /3[,\s.\u202f\u00a0]?599[.,]75/,
    );
    await save(globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ basis: 'silver', price_per_gram: 6.05 }),
      ),
    );
  },
};

/** A price of 0 and no day: the messages under the fields, nothing sent. */
export const ValidationErrors: Story = {
  args: { initialValues: { price_per_gram: '0', as_of: '' } },
  play: async ({ globals, args }) => {
    const form = await formOf(globals);
    await save(globals);
    await expect(
      await within(form).findByText(donationsText(globals, 'donations.issue.nisabPrice')),
    ).toBeVisible();
    await expect(within(form).getByText(donationsText(globals, 'donations.issue.required'))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The save was refused: the reason above the buttons, and what was typed stays. */
export const SaveFailed: Story = {
  args: {
    initialValues: { price_per_gram: '480.25', as_of: '2026-11-20' },
    failure: { id: 'donations.nisab.saveFailed' },
  },
  play: async ({ globals }) => {
    const form = await formOf(globals);
    await expect(within(form).getByRole('alert')).toHaveTextContent(
      donationsText(globals, 'donations.nisab.saveFailed'),
    );
    await expect(priceField(form)).toHaveValue('480.25');
  },
};

/** While the save is under way. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ globals }) => {
    await formOf(globals);
    await expect(
      screen.getByRole('button', { name: donationsText(globals, 'donations.form.save') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** While the figures load. */
export const Loading: Story = {
  args: { settings: undefined },
  play: async ({ globals }) => {
    await expect(await screen.findByRole('status')).toHaveTextContent(donationsText(globals, 'app.loading'));
  },
};

/** The figures could not be loaded: the reason and Try again. */
export const LoadError: Story = {
  args: { settings: undefined, loadFailure: { id: 'donations.nisab.loadFailed' } },
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      donationsText(globals, 'donations.nisab.loadFailed'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: donationsText(globals, 'app.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
