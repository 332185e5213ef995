import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  activitiesText,
  LONG_ACTIVITY,
  neverSettles,
  publicActivity,
  STORY_ACTIVITIES,
  storyActivitiesApi,
  withActivitiesPage,
} from '../../../test/activities-story-support';
import { siteText } from '../../../test/story-support';
import type { Activity } from '../data/activities-api';
import ActivitiesRoute from './activities-route';

const meta = {
  title: 'Public/Activities/ActivitiesPage',
  component: ActivitiesRoute,
  decorators: [withActivitiesPage],
  // The page frame (.public-layout__main) brings the site's own padding.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ActivitiesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = async (canvasElement: HTMLElement, globals: Record<string, unknown>, count: number) => {
  const list = await within(canvasElement).findByRole('list', {
    name: activitiesText(globals, 'activities.listLabel', { count }),
  });
  return within(list).getAllByRole('article');
};

/**
 * One activity of each kind of video: YouTube and Facebook show a poster (nothing loads from them),
 * another site is a plain link, and an activity without a video shows none.
 */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const articles = await cards(canvasElement, globals, STORY_ACTIVITIES.length);
    await expect(articles).toHaveLength(4);
    const [youtube, facebook, link, none] = articles.map((article) => within(article as HTMLElement));
    await expect(youtube?.getByRole('heading', { name: STORY_ACTIVITIES[0]?.title ?? '' })).toBeVisible();
    // A regular class has no date: its time alone, in the language's clock (18:30, 6:30 PM).
    const regular = activitiesText(globals, 'activities.regular', { time: '@' }).split('@')[0] ?? '';
    await expect(
      youtube?.getByText((text) => text.startsWith(regular) && /(18|6):30/.test(text)),
    ).toBeVisible();
    await expect(youtube?.getByRole('button')).toBeVisible();
    await expect(facebook?.getByRole('button')).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(link?.getByRole('link')).toHaveAttribute('href', 'https://vimeo.com/76979871');
    await expect(none?.queryByRole('button')).toBeNull();
    await expect(none?.queryByRole('link')).toBeNull();
  },
};

/**
 * A link made to look like YouTube's is not played, and its card names the site it really leads to,
 * left to right inside any language, in a link opening a new tab without handing over the page.
 */
export const LookAlikeVideoLink: Story = {
  parameters: {
    activitiesApi: storyActivitiesApi(async () => [
      publicActivity({ video_link: 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ' }),
    ]),
  },
  play: async ({ canvasElement, globals }) => {
    const [card] = await cards(canvasElement, globals, 1);
    const link = within(card as HTMLElement).getByRole('link', { name: /youtube\.com\.evil\.example/ });
    await expect(link.textContent).toContain('\u2066youtube.com.evil.example\u2069');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(within(card as HTMLElement).queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Play loads the player of that one activity, from youtube-nocookie.com. */
export const Playing: Story = {
  parameters: { activitiesApi: storyActivitiesApi(async () => [STORY_ACTIVITIES[0] as Activity]) },
  play: async ({ canvasElement, globals }) => {
    const [card] = await cards(canvasElement, globals, 1);
    await userEvent.click(within(card as HTMLElement).getByRole('button'));
    const player = (card as HTMLElement).querySelector('iframe');
    await expect(player?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  },
};

/** While the activities load. */
export const Loading: Story = {
  parameters: { activitiesApi: storyActivitiesApi(() => neverSettles<Activity[]>()) },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      activitiesText(globals, 'activities.loading'),
    );
  },
};

/** Nothing to show yet. */
export const Empty: Story = {
  parameters: { activitiesApi: storyActivitiesApi(async () => []) },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: activitiesText(globals, 'activities.empty'),
      }),
    ).toBeVisible();
  },
};

/** The activities could not be loaded: the message and Try again. */
export const LoadError: Story = {
  parameters: {
    activitiesApi: storyActivitiesApi(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(activitiesText(globals, 'activities.failed'));
    await expect(
      within(alert).getByRole('button', { name: siteText(globals, 'common.retry') }),
    ).toBeVisible();
  },
};

/** A long title, place, text and link: they wrap, nothing overflows sideways. */
export const LongText: Story = {
  parameters: { activitiesApi: storyActivitiesApi(async () => [LONG_ACTIVITY, ...STORY_ACTIVITIES]) },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: LONG_ACTIVITY.title });
    await expect(heading).toBeVisible();
    const article = heading.closest('article') as HTMLElement;
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};
