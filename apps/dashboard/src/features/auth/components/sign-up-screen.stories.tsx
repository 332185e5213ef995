import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { featureStoryText, withFeatureMessages } from '../../../test/story-decorators';
import { AUTH_MESSAGES, AuthIntlProvider } from '../auth-intl';
import { SignUpScreen } from './sign-up-screen';

const storyText = featureStoryText(AUTH_MESSAGES);

const meta = {
  title: 'Dashboard/Access/Sign-up',
  component: SignUpScreen,
  decorators: withFeatureMessages(AuthIntlProvider),
  parameters: { layout: 'fullscreen' },
  args: { locale: 'en', onLocaleChange: fn(), onSubmit: fn() },
  render: (args, { globals }) => <SignUpScreen {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILLED = {
  username: 'bilal',
  email: 'bilal@example.org',
  phone: '+48 600 100 200',
  password: 'long enough',
};

export const Empty: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'signUp.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByText(storyText(globals, 'validation.field.required'))).toHaveLength(4);
  },
};

/** A username hiding a right-to-left override is refused in the form, as the server would refuse it. */
export const InvisibleCharacters: Story = {
  args: { initialValues: { ...FILLED, username: 'nimda\u202Ebilal' } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'signUp.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('textbox', { name: storyText(globals, 'auth.field.username') }),
    ).toHaveAccessibleDescription(storyText(globals, 'validation.text.invisible_character'));
  },
};

export const ServerFieldErrors: Story = {
  args: {
    initialValues: FILLED,
    serverFieldErrors: {
      email: { id: 'validation.value_error.email_taken' },
      username: { id: 'validation.value_error.username_taken' },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: storyText(globals, 'auth.field.email') });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(storyText(globals, 'validation.value_error.email_taken'));
  },
};

export const ServerFieldErrorClearsOnTyping: Story = {
  args: { initialValues: FILLED, serverFieldErrors: { email: { id: 'validation.value_error.email_taken' } } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: storyText(globals, 'auth.field.email') });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'x');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(storyText(globals, 'validation.value_error.email_taken'))).toBeNull();
  },
};

export const TopLevelError: Story = {
  args: { initialValues: FILLED, failure: { text: 'Registrations are closed for maintenance' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Registrations are closed for maintenance',
    );
  },
};

export const NetworkError: Story = {
  args: { initialValues: FILLED, failure: { id: 'error.network' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      storyText(globals, 'error.network'),
    );
  },
};

export const ServerError: Story = {
  args: { initialValues: FILLED, failure: { id: 'error.server' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      storyText(globals, 'error.server'),
    );
  },
};

export const Submitting: Story = {
  args: { initialValues: FILLED, submitting: true },
  play: async ({ canvasElement, globals }) => {
    const button = canvasElement.querySelector('button[type="submit"]');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveTextContent(storyText(globals, 'signUp.submit'));
  },
};
