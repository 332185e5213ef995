import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withInstallPage } from '../../../test/install-story-support';
import { INSTALL_MESSAGES, type InstallMessageId } from '../install-intl';
import { InstallView } from './install-view';

const text = (globals: Record<string, unknown>, id: InstallMessageId) =>
  INSTALL_MESSAGES[storyLocale(globals)][id];

const meta = {
  title: 'Public/Install/InstallPage',
  component: InstallView,
  decorators: [withInstallPage],
  parameters: { layout: 'fullscreen' },
  args: { onInstall: fn() },
} satisfies Meta<typeof InstallView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chromium has offered its install prompt: one button shows it. */
export const Prompt: Story = {
  args: { state: 'prompt' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: text(globals, 'install.title') }),
    ).toBeVisible();
    const button = canvas.getByRole('button', { name: text(globals, 'install.button') });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The visitor closed the browser's prompt: the page says it stays available, politely. */
export const PromptDismissed: Story = {
  args: { state: 'prompt', dismissed: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(text(globals, 'install.prompt.dismissed'));
  },
};

/** Safari on an iPhone or iPad: no prompt exists, so the page gives the Share, Add to Home Screen steps. */
export const IosSafari: Story = {
  args: { state: 'ios' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: text(globals, 'install.ios.heading') }),
    ).toBeVisible();
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      text(globals, 'install.ios.step1'),
      text(globals, 'install.ios.step2'),
      text(globals, 'install.ios.step3'),
    ]);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Any other browser without a prompt: the steps through its own menu. */
export const BrowserMenu: Story = {
  args: { state: 'manual' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: text(globals, 'install.manual.heading') }),
    ).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Opened inside the installed app: nothing to install, a way to today's times instead. */
export const Installed: Story = {
  args: { state: 'installed' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: text(globals, 'install.installed.heading') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(globals, 'install.installed.link') })).toHaveAttribute(
      'href',
      '/prayer-times',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(text(globals, 'install.offline'))).toBeNull();
  },
};
