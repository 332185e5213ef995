import type { NisabAnswer } from '@minbar/api/schemas/donations';
import { DEFAULT_NISAB } from '@minbar/domain/donations/zakat';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { featureStoryText, withFeatureMessages } from '../../../test/story-decorators';
import { MOSQUE_SETTINGS_MESSAGES, MosqueSettingsIntlProvider } from '../mosque-settings-intl';
import { NisabDialog } from './nisab-dialog';
import { nisabValuesOf } from './nisab-form-model';

const storyText = featureStoryText(MOSQUE_SETTINGS_MESSAGES);

const SETTINGS: NisabAnswer[] = DEFAULT_NISAB.map((nisab) => ({ ...nisab }));

const meta = {
  title: 'Dashboard/Mosque settings/Nisab dialog',
  component: NisabDialog,
  decorators: withFeatureMessages(MosqueSettingsIntlProvider),
  parameters: { a11y: { test: 'error' } },
  args: { settings: SETTINGS, onRetry: fn(), onSave: fn(), onClose: fn() },
} satisfies Meta<typeof NisabDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
const formOf = (globals: Globals) =>
  screen.findByRole('form', { name: storyText(globals, 'mosqueSettings.nisab.set') });
/** The price boxes in the form's order: gold, then silver, then (for a currency not złoty) the rate. */
const priceField = (form: HTMLElement, metal: 'gold' | 'silver' = 'gold') =>
  within(form).getAllByRole('textbox')[metal === 'gold' ? 0 : 1] as HTMLElement;
const rateField = (form: HTMLElement) => within(form).getAllByRole('textbox')[2] as HTMLElement;
const save = (globals: Globals) =>
  userEvent.click(screen.getByRole('button', { name: storyText(globals, 'mosqueSettings.nisabForm.save') }));

/**
 * Opens on złoty with its stored gold and silver prices and their day, and the nisab worked out from
 * them; złoty has no rate to set.
 */
export const Default: Story = {
  play: async ({ globals, args }) => {
    const form = await formOf(globals);
    await expect(within(form).getAllByRole('radio')).toHaveLength(2);
    await expect(priceField(form)).toHaveValue('473');
    await expect(priceField(form, 'silver')).toHaveValue('5.82');
    await expect(within(form).getAllByRole('textbox')).toHaveLength(2);
    await expect(form.querySelector('[data-slot="nisab-preview"]')).toHaveTextContent(
      /40[,\s.\u202f\u00a0]?205/,
    );
    await save(globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        currency: 'PLN',
        basis: 'gold',
        gold_price_per_gram: 473,
        silver_price_per_gram: 5.82,
        as_of: '2026-11-01',
        rate_to_centre: null,
        rate_as_of: null,
      }),
    );
  },
};

/** Silver chosen and a new price typed: the nisab follows 595 g at that price before it is saved. */
export const SilverBasis: Story = {
  play: async ({ globals, args }) => {
    const form = await formOf(globals);
    await userEvent.click(within(form).getAllByRole('radio')[1] as HTMLElement);
    await userEvent.clear(priceField(form, 'silver'));
    await userEvent.type(priceField(form, 'silver'), '6.05');
    await expect(form.querySelector('[data-slot="nisab-preview"]')).toHaveTextContent(
      /3[,\s.\u202f\u00a0]?599[.,]75/,
    );
    await save(globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ basis: 'silver', gold_price_per_gram: 473, silver_price_per_gram: 6.05 }),
      ),
    );
  },
};

/**
 * Dollars: the rate to złoty and its day under the prices. A new rate typed with its day is saved with
 * the prices.
 */
export const OtherCurrencyWithRate: Story = {
  args: { initialValues: nisabValuesOf('USD', SETTINGS) },
  play: async ({ globals, args }) => {
    const form = await formOf(globals);
    await expect(
      within(form).getByRole('group', {
        name: storyText(globals, 'mosqueSettings.nisabForm.rateLegend', { currency: 'USD' }),
      }),
    ).toBeVisible();
    await expect(rateField(form)).toHaveValue('3.64');
    await userEvent.clear(rateField(form));
    await userEvent.type(rateField(form), '3.5812');
    await save(globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ currency: 'USD', rate_to_centre: 3.5812, rate_as_of: '2026-11-01' }),
      ),
    );
  },
};

/** A rate typed without its day: the message under the day, nothing sent. */
export const RateWithoutDay: Story = {
  args: { initialValues: { ...nisabValuesOf('EUR', SETTINGS), rate_to_centre: '4.3', rate_as_of: '' } },
  play: async ({ globals, args }) => {
    const form = await formOf(globals);
    await save(globals);
    await expect(
      await within(form).findByText(storyText(globals, 'mosqueSettings.nisabForm.issue.rateDate')),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A price of 0 and no day: the messages under the fields, nothing sent. */
export const ValidationErrors: Story = {
  args: { initialValues: { gold_price_per_gram: '0', as_of: '' } },
  play: async ({ globals, args }) => {
    const form = await formOf(globals);
    await save(globals);
    await expect(
      await within(form).findByText(storyText(globals, 'mosqueSettings.nisabForm.issue.price')),
    ).toBeVisible();
    await expect(within(form).getByText(storyText(globals, 'validation.field.required'))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The save was refused: the reason above the buttons, and what was typed stays. */
export const SaveFailed: Story = {
  args: {
    initialValues: { gold_price_per_gram: '480.25', as_of: '2026-11-20' },
    failure: { id: 'mosqueSettings.nisabForm.saveFailed' },
  },
  play: async ({ globals }) => {
    const form = await formOf(globals);
    await expect(within(form).getByRole('alert')).toHaveTextContent(
      storyText(globals, 'mosqueSettings.nisabForm.saveFailed'),
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
      screen.getByRole('button', { name: storyText(globals, 'mosqueSettings.nisabForm.save') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** While the figures load. */
export const Loading: Story = {
  args: { settings: undefined },
  play: async ({ globals }) => {
    await expect(await screen.findByRole('status')).toHaveTextContent(storyText(globals, 'app.loading'));
  },
};

/** The figures could not be loaded: the reason and Try again. */
export const LoadError: Story = {
  args: { settings: undefined, loadFailure: { id: 'mosqueSettings.nisabForm.loadFailed' } },
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      storyText(globals, 'mosqueSettings.nisabForm.loadFailed'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(globals, 'app.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
