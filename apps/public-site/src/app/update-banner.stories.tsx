import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SW_MESSAGE_ACTIVATE } from '../service-worker/kept-reads';
import { UpdateBanner } from './update-banner';
import ar from './update-locales/ar.json';
import en from './update-locales/en.json';
import pl from './update-locales/pl.json';

const MESSAGES = { en, ar, pl };

const meta = {
  title: 'Public/Layout/UpdateBanner',
  component: UpdateBanner,
  args: { worker: { postMessage: fn() }, locale: 'en', reload: fn(), onClose: fn() },
  // The page's language, as the banner reads it from the document.
  render: (args, { globals }) => <UpdateBanner {...args} locale={storyLocale(globals)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UpdateBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new version is waiting: a polite status line; Reload (by keyboard here) asks the waiting version to
 * take over, and the button stays pressed while it does.
 */
export const Ready: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const text = MESSAGES[storyLocale(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(text.ready);
    await userEvent.tab();
    const reload = canvas.getByRole('button', { name: text.reload });
    await expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.worker.postMessage).toHaveBeenCalledWith(SW_MESSAGE_ACTIVATE);
    await expect(reload).toBeDisabled();
  },
};

/** Later closes the line and leaves the running version alone. */
export const Later: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const text = MESSAGES[storyLocale(globals)];
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.later }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.worker.postMessage).not.toHaveBeenCalled();
  },
};
