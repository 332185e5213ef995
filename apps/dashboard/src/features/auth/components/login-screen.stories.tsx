import { byLanguage } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Locale } from '@minbar/ui/provider/ui-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PASSWORD, SIGNED_IN } from '../../../test/people-story-content';
import { featureStoryText, withFeatureMessages } from '../../../test/story-decorators';
import { AUTH_MESSAGES, AuthIntlProvider } from '../auth-intl';
import { LoginScreen } from './login-screen';

const storyText = featureStoryText(AUTH_MESSAGES);

const meta = {
  title: 'Dashboard/Access/Login',
  component: LoginScreen,
  decorators: withFeatureMessages(AuthIntlProvider),
  parameters: { layout: 'fullscreen' },
  args: { locale: 'en', onLocaleChange: fn(), onSubmit: fn() },
  render: (args, { globals }) => <LoginScreen {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What someone of the story's language types: their e-mail and a password in their own letters. */
const filledIn = (locale: Locale) => ({ email: SIGNED_IN[locale].email, password: PASSWORD[locale] });
const FILLED = byLanguage({ en: filledIn('en'), ar: filledIn('ar'), pl: filledIn('pl') });

export const Empty: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: storyText(globals, 'auth.field.emailOrPhone') }),
    ).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'login.submit') }));
    // Login is skipped while a field is empty.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByText(storyText(globals, 'validation.field.required'))).toHaveLength(2);
  },
};

export const FilledPasswordHidden: Story = {
  args: { initialValues: FILLED },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const filled = filledIn(storyLocale(globals));
    await expect(canvas.getByDisplayValue(filled.password)).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const FilledPasswordShown: Story = {
  args: { initialValues: FILLED },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const toggle = canvasElement.querySelector<HTMLButtonElement>('[data-slot="visibility-toggle"]');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    if (toggle) await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByDisplayValue(PASSWORD[storyLocale(globals)])).toHaveAttribute('type', 'text');
  },
};

export const Submitting: Story = {
  args: { initialValues: FILLED, submitting: true },
  play: async ({ canvasElement, globals, args }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveTextContent(storyText(globals, 'login.submit'));
    if (!button) return;
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCredentials: Story = {
  args: { initialValues: FILLED, failure: { id: 'error.invalidCredentials' } },
  play: async ({ globals }) => {
    await expect(screen.getByRole('alert')).toHaveTextContent(storyText(globals, 'error.invalidCredentials'));
  },
};

export const UnauthorizedRole: Story = {
  args: { initialValues: FILLED, failure: { id: 'error.unauthorizedRole' } },
  play: async ({ globals }) => {
    await expect(screen.getByRole('alert')).toHaveTextContent(storyText(globals, 'error.unauthorizedRole'));
  },
};

export const NetworkError: Story = {
  args: { initialValues: FILLED, failure: { id: 'error.network' } },
  play: async ({ globals }) => {
    await expect(screen.getByRole('alert')).toHaveTextContent(storyText(globals, 'error.network'));
  },
};

/** Submitted without a network: the form keeps what was typed and says nothing was sent. */
export const Offline: Story = {
  args: { initialValues: FILLED, failure: { id: 'error.offline' } },
  play: async ({ globals }) => {
    await expect(screen.getByRole('alert')).toHaveTextContent(storyText(globals, 'error.offline'));
  },
};

export const EmailNotVerified: Story = {
  args: { initialValues: FILLED, failure: { id: 'error.emailNotVerified' }, offerVerify: true },
  play: async ({ globals }) => {
    const alert = screen.getByRole('alert');
    await expect(
      within(alert).getByRole('link', { name: storyText(globals, 'login.verifyLink') }),
    ).toHaveAttribute('href', '/verify');
  },
};
