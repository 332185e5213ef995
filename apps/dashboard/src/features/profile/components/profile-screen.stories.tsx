import { byLanguage } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SIGNED_IN } from '../../../test/people-story-content';
import { featureStoryText, withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { PROFILE_MESSAGES, ProfileIntlProvider } from '../profile-intl';
import { ProfileScreen } from './profile-screen';

const storyText = featureStoryText(PROFILE_MESSAGES);

const meta = {
  title: 'Dashboard/Profile settings',
  component: ProfileScreen,
  decorators: [withDashboardPage, ...withFeatureMessages(ProfileIntlProvider)],
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'loading' }, onRetry: fn() },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyText(globals, 'profile.loading'),
    );
  },
};

export const Populated: Story = {
  args: {
    state: {
      status: 'ready',
      profile: byLanguage(SIGNED_IN),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: storyText(globals, 'profile.field.email') });
    await expect(email).toHaveValue(SIGNED_IN[storyLocale(globals)].email);
    await expect(email).toHaveAttribute('readonly');
    await expect(canvas.getByRole('img', { name: storyText(globals, 'profile.avatarAlt') })).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: { status: 'error', message: { id: 'profile.error' } } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyText(globals, 'profile.error'));
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'app.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
