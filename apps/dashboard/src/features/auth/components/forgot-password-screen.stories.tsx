import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { featureStoryText, withFeatureMessages } from '../../../test/story-decorators';
import { AUTH_MESSAGES, AuthIntlProvider } from '../auth-intl';
import { ForgotPasswordScreen } from './forgot-password-screen';

const storyText = featureStoryText(AUTH_MESSAGES);

const meta = {
  title: 'Dashboard/Access/Forgot password',
  component: ForgotPasswordScreen,
  decorators: withFeatureMessages(AuthIntlProvider),
  parameters: { layout: 'fullscreen' },
  args: { locale: 'en', onLocaleChange: fn(), onSubmit: fn() },
  render: (args, { globals }) => <ForgotPasswordScreen {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: storyText(globals, 'auth.field.email') }),
      'bilal@example.org',
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'forgot.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'bilal@example.org' });
  },
};

export const Sent: Story = {
  args: { initialEmail: 'bilal@example.org', sentTo: 'bilal@example.org' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyText(globals, 'forgot.sent', { email: 'bilal@example.org' }),
    );
  },
};

export const Failed: Story = {
  args: { initialEmail: 'bilal@example.org', failure: { id: 'error.forgotPasswordFailed' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      storyText(globals, 'error.forgotPasswordFailed'),
    );
  },
};
