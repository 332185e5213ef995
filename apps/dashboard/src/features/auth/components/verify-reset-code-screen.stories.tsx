import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { featureStoryText, withFeatureMessages } from '../../../test/story-decorators';
import { AUTH_MESSAGES, AuthIntlProvider } from '../auth-intl';
import { VerifyResetCodeScreen } from './verify-reset-code-screen';

const storyText = featureStoryText(AUTH_MESSAGES);

const meta = {
  title: 'Dashboard/Access/Verify reset code',
  component: VerifyResetCodeScreen,
  decorators: withFeatureMessages(AuthIntlProvider),
  parameters: { layout: 'fullscreen' },
  args: { locale: 'en', onLocaleChange: fn(), onSubmit: fn(), onResend: fn(), email: 'bilal@example.org' },
  render: (args, { globals }) => <VerifyResetCodeScreen {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof VerifyResetCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: storyText(globals, 'auth.field.resetCode') }),
      '654321',
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'verifyReset.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: '654321' });
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'verifyReset.resend') }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Resent: Story = {
  args: { resent: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyText(globals, 'verifyReset.resent'),
    );
  },
};

export const InvalidOrExpired: Story = {
  args: { initialCode: '000000', failure: { id: 'error.invalidCode' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      storyText(globals, 'error.invalidCode'),
    );
  },
};

export const WithoutEmail: Story = {
  args: { email: null },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: storyText(globals, 'verifyReset.startAgain') }),
    ).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
