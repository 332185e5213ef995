import type { Subscription } from '@minbar/api/schemas/education';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pricingText, STORY_SUBSCRIPTIONS } from '../../../test/pricing-story-support';
import { argsWrittenIn, wordsIn } from '../../../test/story-content';
import { withFeatureMessages } from '../../../test/story-decorators';
import { PricingIntlProvider } from '../pricing-intl';
import { ReactivateDialog } from './reactivate-dialog';
import { SuspendDialog } from './suspend-dialog';

const onConfirm = fn();
const UNPAID = { en: 'Unpaid since September', ar: 'غير مدفوع منذ سبتمبر', pl: 'Nieopłacone od września' };
const SUBSCRIPTION = STORY_SUBSCRIPTIONS[0] as Subscription;

const meta = {
  title: 'Dashboard/Pricing/Suspend and reactivate',
  component: SuspendDialog,
  decorators: [argsWrittenIn(UNPAID), ...withFeatureMessages(PricingIntlProvider)],
  parameters: { a11y: { test: 'error' } },
  args: { subscription: SUBSCRIPTION, onConfirm, onClose: fn() },
} satisfies Meta<typeof SuspendDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const confirmButton = (dialog: HTMLElement, globals: Globals) =>
  within(dialog).getByRole('button', { name: pricingText(globals, 'subscribers.suspend.confirm') });
const reasonField = (dialog: HTMLElement, globals: Globals) =>
  within(dialog).getByLabelText(pricingText(globals, 'subscribers.suspend.reason'), { exact: false });

/** A blank reason (spaces too) keeps Suspend disabled; a reason enables it and is sent trimmed. */
export const BlankReasonDisabled: Story = {
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', {
      name: pricingText(globals, 'subscribers.suspend.title', { name: isolateText(SUBSCRIPTION.child_name) }),
    });
    await expect(confirmButton(dialog, globals)).toBeDisabled();
    await userEvent.type(reasonField(dialog, globals), '   ');
    await expect(confirmButton(dialog, globals)).toBeDisabled();
    await userEvent.type(reasonField(dialog, globals), `${wordsIn(globals, UNPAID)} `);
    await expect(confirmButton(dialog, globals)).toBeEnabled();
    await userEvent.click(confirmButton(dialog, globals));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(wordsIn(globals, UNPAID)));
  },
};

/** While the suspension runs Suspend spins and stays unavailable. */
export const Running: Story = {
  args: { running: true, initialReason: UNPAID.en },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(confirmButton(dialog, globals)).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(dialog).getByRole('button', { name: pricingText(globals, 'subscribers.suspend.cancel') }),
    ).toBeDisabled();
  },
};

/** The suspension failed: 'Failed to suspend subscription.' in red inside the dialog, the reason kept. */
export const Failed: Story = {
  args: {
    initialReason: UNPAID.en,
    failure: { message: { id: 'pricing.error.suspend' }, reason: { id: 'error.server' } },
  },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      pricingText(globals, 'pricing.error.suspend'),
    );
    await expect(reasonField(dialog, globals)).toHaveValue(wordsIn(globals, UNPAID));
    await expect(confirmButton(dialog, globals)).toBeEnabled();
  },
};

/** Reactivating an inactive subscription is confirmed, naming the child. */
export const ReactivateConfirmation: Story = {
  render: () => (
    <ReactivateDialog
      subscription={STORY_SUBSCRIPTIONS[2] as Subscription}
      onConfirm={onConfirm}
      onClose={fn()}
    />
  ),
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: pricingText(globals, 'subscribers.reactivate.title'),
    });
    await expect(dialog).toHaveTextContent(
      pricingText(globals, 'subscribers.reactivate.message', {
        name: isolateText((STORY_SUBSCRIPTIONS[2] as Subscription).child_name),
      }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: pricingText(globals, 'subscribers.reactivate.confirm') }),
    );
    await expect(onConfirm).toHaveBeenCalled();
  },
};
