import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { featureStoryText, withFeatureMessages } from '../../../test/story-decorators';
import { AUTH_MESSAGES, AuthIntlProvider } from '../auth-intl';
import { ResetPasswordScreen } from './reset-password-screen';

const storyText = featureStoryText(AUTH_MESSAGES);

const meta = {
  title: 'Dashboard/Access/Reset password',
  component: ResetPasswordScreen,
  decorators: withFeatureMessages(AuthIntlProvider),
  parameters: { layout: 'fullscreen' },
  args: { locale: 'en', onLocaleChange: fn(), onSubmit: fn(), hasResetContext: true },
  render: (args, { globals }) => <ResetPasswordScreen {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mismatch: Story = {
  args: { initialValues: { password: 'first password', confirmPassword: 'second password' } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'reset.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(storyText(globals, 'validation.password.mismatch'))).toBeVisible();
  },
};

export const Matching: Story = {
  args: { initialValues: { password: 'same password', confirmPassword: 'same password' } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    // Each of the two fields has its own show/hide toggle.
    await expect(canvasElement.querySelectorAll('[data-slot="visibility-toggle"]')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'reset.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'same password' });
  },
};

export const Failed: Story = {
  args: {
    initialValues: { password: 'same password', confirmPassword: 'same password' },
    failure: { id: 'error.resetPasswordFailed' },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      storyText(globals, 'error.resetPasswordFailed'),
    );
  },
};

export const Success: Story = {
  args: { initialValues: { password: 'same password', confirmPassword: 'same password' }, succeeded: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(storyText(globals, 'reset.success'));
    await expect(canvas.getByRole('button', { name: storyText(globals, 'reset.submit') })).toBeDisabled();
  },
};
