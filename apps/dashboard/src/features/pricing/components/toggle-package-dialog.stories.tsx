import type { Package } from '@minbar/api/schemas/education';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ACTIVE_PACKAGES, CANCELLED_PACKAGES, pricingText } from '../../../test/pricing-story-support';
import { withFeatureMessages } from '../../../test/story-decorators';
import { PricingIntlProvider } from '../pricing-intl';
import { TogglePackageDialog } from './toggle-package-dialog';

const onConfirm = fn();
const onClose = fn();

const meta = {
  title: 'Dashboard/Pricing/Cancel and activate',
  component: TogglePackageDialog,
  decorators: withFeatureMessages(PricingIntlProvider),
  parameters: { a11y: { test: 'error' } },
  args: { item: ACTIVE_PACKAGES[0] as Package, onConfirm, onClose },
} satisfies Meta<typeof TogglePackageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancelling an active package is confirmed, naming it and saying its subscriptions go on. */
export const CancelConfirmation: Story = {
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: pricingText(globals, 'pricing.cancel.title'),
    });
    const item = ACTIVE_PACKAGES[0] as Package;
    await expect(dialog).toHaveTextContent(
      pricingText(globals, 'pricing.cancel.message', { name: isolateText(item.name) }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: pricingText(globals, 'pricing.cancel.confirm') }),
    );
    await expect(onConfirm).toHaveBeenCalled();
  },
};

/** Activating a cancelled package is confirmed too. */
export const ActivateConfirmation: Story = {
  args: { item: CANCELLED_PACKAGES[0] as Package },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: pricingText(globals, 'pricing.activate.title'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: pricingText(globals, 'pricing.activate.confirm') }),
    );
    await expect(onConfirm).toHaveBeenCalled();
  },
};

/** While the change runs the confirm button spins and the dialog cannot be dismissed. */
export const Running: Story = {
  args: { busy: true },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(
      within(dialog).getByRole('button', { name: pricingText(globals, 'pricing.cancel.confirm') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};
