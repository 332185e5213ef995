import type { Package } from '@minbar/api/schemas/education';
import { PACKAGE_PRICE_MAX, PACKAGE_SUBJECTS_MAX } from '@minbar/domain/education/package';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ACTIVE_PACKAGES, pricingText } from '../../../test/pricing-story-support';
import { withFeatureMessages } from '../../../test/story-decorators';
import { PricingIntlProvider, type PricingMessageId } from '../pricing-intl';
import { PackageFormDialog } from './package-form-dialog';
import { initialPackageValues } from './package-form-model';

const onSave = fn();
const EDITED = ACTIVE_PACKAGES[1] as Package;
const EDITED_EN = EDITED.name;

const meta = {
  title: 'Dashboard/Pricing/Package form',
  component: PackageFormDialog,
  decorators: [
    // The edited package's name and description, in the story's language when it renders.
    (Story, context) =>
      context.args.packageName === EDITED_EN
        ? Story({
            args: {
              ...context.args,
              packageName: EDITED.name,
              initialValues: {
                ...context.args.initialValues,
                name: EDITED.name,
                description: EDITED.description ?? '',
              },
            },
          })
        : Story(),
    ...withFeatureMessages(PricingIntlProvider),
  ],
  parameters: { a11y: { test: 'error' } },
  args: { mode: 'create', initialValues: initialPackageValues(), onSave, onClose: fn() },
} satisfies Meta<typeof PackageFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const field = (scope: HTMLElement, globals: Globals, name: string) =>
  within(scope).getByLabelText(pricingText(globals, `pricing.field.${name}` as PricingMessageId), {
    exact: false,
  });

/** The Add form: four required fields, empty, with the limits of price and subjects beside them. */
export const AddForm: Story = {
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', { name: pricingText(globals, 'pricing.form.addTitle') });
    for (const name of ['name', 'description', 'price', 'num_subjects_included'])
      await expect(field(dialog, globals, name)).toHaveValue('');
    await expect(dialog).toHaveTextContent(
      pricingText(globals, 'pricing.hint.price', { max: PACKAGE_PRICE_MAX }),
    );
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
  },
};

/** Validation: a blank submit marks every field and focuses the first; bad numbers say their rule; nothing is saved. */
export const AddValidation: Story = {
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: pricingText(globals, 'pricing.form.create') });
    await userEvent.click(submit);
    await waitFor(() => expect(field(dialog, globals, 'name')).toHaveFocus());
    await expect(within(dialog).getAllByText(pricingText(globals, 'validation.field.required'))).toHaveLength(
      4,
    );
    await userEvent.type(field(dialog, globals, 'price'), '12.345');
    await userEvent.type(field(dialog, globals, 'num_subjects_included'), '51');
    await expect(
      await within(dialog).findByText(
        pricingText(globals, 'pricing.issue.price', { max: PACKAGE_PRICE_MAX }),
      ),
    ).toBeVisible();
    await expect(
      within(dialog).getByText(pricingText(globals, 'pricing.issue.subjects', { max: PACKAGE_SUBJECTS_MAX })),
    ).toBeVisible();
    await expect(onSave).not.toHaveBeenCalled();
  },
};

/** Edit: the stored package's values, and whether it is on offer; a change is marked unsaved and saved as numbers. */
export const EditForm: Story = {
  args: { mode: 'edit', initialValues: initialPackageValues(EDITED), packageName: EDITED.name },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', {
      name: pricingText(globals, 'pricing.form.editTitle', { name: isolateText(EDITED.name) }),
    });
    await expect(field(dialog, globals, 'price')).toHaveValue('200');
    await expect(field(dialog, globals, 'num_subjects_included')).toHaveValue('4');
    await expect(
      within(dialog).getByRole('checkbox', { name: pricingText(globals, 'pricing.field.is_active') }),
    ).toBeChecked();
    await userEvent.clear(field(dialog, globals, 'num_subjects_included'));
    await userEvent.type(field(dialog, globals, 'num_subjects_included'), '5');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      pricingText(globals, 'pricing.form.unsaved'),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: pricingText(globals, 'pricing.form.save') }),
    );
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ name: EDITED.name, price: 200, num_subjects_included: 5, is_active: true }),
      ),
    );
  },
};

/** 'Failed to create package.' in the form, with the reason; what was typed stays. */
export const CreateFailed: Story = {
  args: {
    initialValues: {
      name: 'Evening hifz',
      description: 'Three evenings a week.',
      price: '150',
      num_subjects_included: '3',
      is_active: 'true',
    },
    failure: { message: { id: 'pricing.error.create' }, reason: { id: 'error.network' } },
  },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog');
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent(pricingText(globals, 'pricing.error.create'));
    await expect(alert).toHaveTextContent(pricingText(globals, 'error.network'));
    await expect(field(dialog, globals, 'name')).toHaveValue('Evening hifz');
  },
};

/** 'Failed to update package.' in the edit form, with the server's refusal under its field. */
export const UpdateFailed: Story = {
  args: {
    mode: 'edit',
    initialValues: initialPackageValues(EDITED),
    packageName: EDITED.name,
    failure: { message: { id: 'pricing.error.update' }, reason: { id: 'pricing.error.fieldsRefused' } },
    serverErrors: { price: { id: 'pricing.issue.price', values: { max: PACKAGE_PRICE_MAX } } },
  },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      pricingText(globals, 'pricing.error.update'),
    );
    await expect(field(dialog, globals, 'price')).toHaveAccessibleDescription(
      expect.stringContaining(pricingText(globals, 'pricing.issue.price', { max: PACKAGE_PRICE_MAX })),
    );
  },
};

/** While the save runs the save button spins and the form cannot be closed. */
export const Saving: Story = {
  args: { mode: 'edit', initialValues: initialPackageValues(EDITED), packageName: EDITED.name, saving: true },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(
      within(dialog).getByRole('button', { name: pricingText(globals, 'pricing.form.save') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};
