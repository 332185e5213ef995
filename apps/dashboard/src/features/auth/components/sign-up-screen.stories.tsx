import { byLanguage, inStoryLanguage } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Locale } from '@minbar/ui/provider/ui-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PASSWORD, SIGNED_IN } from '../../../test/people-story-content';
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

/** A new account as someone of the story's language fills it in. */
const filledIn = (locale: Locale) => ({ ...SIGNED_IN[locale], password: `${PASSWORD[locale]} 2030` });
const FILLED = byLanguage({ en: filledIn('en'), ar: filledIn('ar'), pl: filledIn('pl') });

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
  args: { initialValues: { ...filledIn('en'), username: 'nimda\u202Ebilal' } },
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

/** The server's own sentence, written in the language the request asked for. */
const CLOSED = {
  en: 'Registrations are closed for maintenance until Monday, 08:00',
  ar: 'التسجيل مغلق للصيانة حتى يوم الاثنين، الساعة 08:00',
  pl: 'Rejestracja jest wstrzymana z powodu prac konserwacyjnych do poniedziałku, do godz. 08:00',
};

export const TopLevelError: Story = {
  args: { initialValues: FILLED, failure: { text: byLanguage(CLOSED) } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      inStoryLanguage(CLOSED, storyLocale(globals)),
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
