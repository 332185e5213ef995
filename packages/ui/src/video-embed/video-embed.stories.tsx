import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UI_MESSAGES } from '../provider/every-ui-message';
import { storyLocale } from '../provider/story-locale';
import { VideoEmbed } from './video-embed';

const TITLE = 'Quran recitation for children';

/** A widget message in the story's language with its values filled in (isolation marks dropped). */
function text(
  globals: Record<string, unknown>,
  id: keyof typeof UI_MESSAGES.en,
  values: Record<string, string> = {},
) {
  let message: string = UI_MESSAGES[storyLocale(globals)][id];
  for (const [name, value] of Object.entries(values)) message = message.replace(`{${name}}`, value);
  return message;
}

const strip = (value: string | null) => (value ?? '').replace(/[\u2068\u2069]/g, '');

const meta = {
  title: 'UI/Video embed',
  component: VideoEmbed,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'Focuses the Play button (or the link, for another site)'],
        ['Enter, Space', 'Loads the player in place of the poster'],
      ],
      rightToLeft:
        "The poster and its text follow the reading direction; a link's web address is isolated and reads left to right in any language.",
    },
    a11y: { test: 'error' },
  },
  args: { title: TITLE, link: { kind: 'youtube', id: 'dQw4w9WgXcQ', start: 62 } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A YouTube video as a poster: the provider named, a Play button, and no player (nothing fetched). */
export const YouTubePoster: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const play = canvas.getByRole('button');
    await expect(strip(play.getAttribute('aria-label'))).toBe(
      text(globals, 'ui.video.play', { title: TITLE }),
    );
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvasElement).toHaveTextContent('YouTube');
  },
};

/** A Facebook video: the same poster, naming Facebook. */
export const FacebookPoster: Story = {
  args: { link: { kind: 'facebook', id: '10153231379946729' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Facebook');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/**
 * Play pressed: the player loads from youtube-nocookie.com with the start time, sandboxed, named after
 * the video, and takes the focus. (The check does not reach into the provider's frame.)
 */
export const Playing: Story = {
  parameters: { a11y: { options: { iframes: false } } },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const frame = canvasElement.querySelector('iframe') as HTMLIFrameElement;
    await expect(frame).not.toBeNull();
    await expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=62');
    await expect(strip(frame.title)).toBe(text(globals, 'ui.video.player', { title: TITLE }));
    await expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );
    await expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    await expect(frame.getAttribute('allow')).toBe('encrypted-media; picture-in-picture; fullscreen');
    await waitFor(() => expect(frame).toHaveFocus());
  },
};

/**
 * Another web address: a plain link opening in a new tab, saying so and naming the site it leads to,
 * with no opener handed over.
 */
export const PlainLink: Story = {
  args: { link: { kind: 'link', url: 'https://vimeo.com/76979871', host: 'vimeo.com' } },
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://vimeo.com/76979871');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveTextContent(text(globals, 'ui.video.openOn', { host: '\u2066vimeo.com\u2069' }));
    await expect(link).toHaveTextContent(text(globals, 'ui.video.newTab'));
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/**
 * A look-alike of YouTube is not embedded, and its link names its real host, left to right in every
 * language (in Arabic too), so nobody takes it for YouTube.
 */
export const LookAlikeLink: Story = {
  args: {
    link: {
      kind: 'link',
      url: 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      host: 'youtube.com.evil.example',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveTextContent('youtube.com.evil.example');
    await expect(link).toHaveTextContent(
      text(globals, 'ui.video.openOn', { host: '\u2066youtube.com.evil.example\u2069' }),
    );
    await expect(link.textContent).toContain('\u2066youtube.com.evil.example\u2069');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** No link at all. */
export const NoVideo: Story = {
  args: { link: { kind: 'none' } },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement).toHaveTextContent(text(globals, 'ui.video.none'));
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A link that is not a web address (javascript:, data:): no video, and nothing to click. */
export const InvalidLink: Story = {
  args: { link: { kind: 'invalid' } },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement).toHaveTextContent(text(globals, 'ui.video.none'));
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
