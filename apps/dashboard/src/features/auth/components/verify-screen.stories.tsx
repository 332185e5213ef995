import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { featureStoryText, withFeatureMessages } from '../../../test/story-decorators';
import { AUTH_MESSAGES, AuthIntlProvider } from '../auth-intl';
import { VerifyScreen } from './verify-screen';

const storyText = featureStoryText(AUTH_MESSAGES);

const meta = {
  title: 'Dashboard/Access/Verify',
  component: VerifyScreen,
  decorators: withFeatureMessages(AuthIntlProvider),
  parameters: { layout: 'fullscreen' },
  args: { locale: 'en', onLocaleChange: fn(), onSubmit: fn() },
  render: (args, { globals }) => <VerifyScreen {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof VerifyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILLED = { email: 'bilal@example.org', code: '123456' };

export const Empty: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: storyText(globals, 'auth.field.email') }),
      FILLED.email,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: storyText(globals, 'auth.field.code') }), '12');
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'verify.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(
      canvas.getByText(storyText(globals, 'validation.code.invalid', { length: 6 })),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { initialValues: FILLED, failure: { id: 'error.verifyFailed' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      storyText(globals, 'error.verifyFailed'),
    );
  },
};

export const Submitting: Story = {
  args: { initialValues: FILLED, submitting: true },
  play: async ({ canvasElement, globals }) => {
    const button = canvasElement.querySelector('button[type="submit"]');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveTextContent(storyText(globals, 'verify.submit'));
  },
};
