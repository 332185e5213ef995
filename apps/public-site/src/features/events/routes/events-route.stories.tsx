import { inStoryLanguage } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { forgetAnswers, noteAnswer, SAVED_AT_HEADER, savedAgeText } from '../../../lib/saved-answers';
import {
  eventsText,
  FAMILY_DAY,
  LONG_EVENT,
  neverSettles,
  STORY_EVENTS,
  storyEventsApi,
  storyMoney,
  withEventsPage,
} from '../../../test/events-story-support';
import { siteText } from '../../../test/story-support';
import type { PublicEvent } from '../data/events-api';
import EventsRoute from './events-route';

const meta = {
  title: 'Public/Events/EventsPage',
  component: EventsRoute,
  decorators: [withEventsPage],
  // The page frame (.public-layout__main) brings the site's own padding.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EventsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The upcoming events, each with its photo, when and where, deadline, prices and Book. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', {
      name: eventsText(globals, 'events.listLabel', { count: STORY_EVENTS.length }),
    });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(STORY_EVENTS.length);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('heading', { name: FAMILY_DAY.event_name })).toBeVisible();
    // Only the prices charged: the free under-3 ticket is left out, the family discount said.
    await expect(first.getByText(storyMoney(globals, 70))).toBeVisible();
    await expect(first.queryByText(eventsText(globals, 'events.price.childBelow3'))).toBeNull();
    await expect(
      first.getByText(eventsText(globals, 'events.price.familyDiscount', { percent: 10 })),
    ).toBeVisible();
    await expect(
      first.getByRole('link', {
        name: eventsText(globals, 'events.bookLabel', { name: FAMILY_DAY.event_name }),
      }),
    ).toHaveAttribute('href', '/events/1/book');
    // An event that charges nothing says so.
    await expect(within(cards[1] as HTMLElement).getByText(eventsText(globals, 'events.free'))).toBeVisible();
  },
};

/**
 * Without a network, the events from the device's store, kept two days ago: the page says so above
 * the list ("Saved on this device 2 days ago").
 */
export const SavedOnDevice: Story = {
  beforeEach: () => {
    const twoDaysAgo = Date.now() - 2 * 24 * 3_600_000;
    noteAnswer(
      '/api/public/events',
      new Response('[]', { headers: { [SAVED_AT_HEADER]: String(twoDaysAgo) } }),
    );
    return forgetAnswers;
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', {
      name: eventsText(globals, 'events.listLabel', { count: STORY_EVENTS.length }),
    });
    const age = savedAgeText(Date.now() - 2 * 24 * 3_600_000, Date.now(), storyLocale(globals));
    await expect(canvas.getByRole('note')).toHaveTextContent(eventsText(globals, 'events.saved', { age }));
  },
};

/**
 * Events without a photo: each shows its day on a calendar leaf in the photo's place, not an empty
 * box and not a picture meant for something else; one with a photo shows the photo.
 */
export const WithoutPhotos: Story = {
  parameters: {
    eventsApi: storyEventsApi({
      upcoming: async () => [
        ...STORY_EVENTS,
        {
          ...FAMILY_DAY,
          id: 9,
          event_name: inStoryLanguage({ en: 'Photo walk', ar: 'جولة تصوير', pl: 'Spacer z aparatem' }),
          photo: '/fallback/category-3.svg',
        },
      ],
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', {
      name: eventsText(globals, 'events.listLabel', { count: STORY_EVENTS.length + 1 }),
    });
    const cards = within(list).getAllByRole('article');
    for (const [index, event] of STORY_EVENTS.entries()) {
      const card = cards[index] as HTMLElement;
      await expect(card.querySelector('img')).toBeNull();
      const leaf = card.querySelector('[data-slot="date-leaf"]') as HTMLElement;
      await expect(leaf).toBeVisible();
      await expect(leaf.querySelector('svg')).not.toBeNull();
      const [year, month, day] = event.date.split('-').map(Number) as [number, number, number];
      await expect(leaf).toHaveTextContent(
        new Intl.DateTimeFormat(`${storyLocale(globals)}-u-nu-latn`, {
          day: 'numeric',
          timeZone: 'UTC',
        }).format(Date.UTC(year, month - 1, day)),
      );
      await expect(leaf.getBoundingClientRect().height).toBeGreaterThan(100);
    }
    const withPhoto = cards[STORY_EVENTS.length] as HTMLElement;
    await expect(withPhoto.querySelector('img')).toHaveAttribute('src', '/fallback/category-3.svg');
    await expect(withPhoto.querySelector('[data-slot="date-leaf"]')).toBeNull();
  },
};

/** While the events load. */
export const Loading: Story = {
  parameters: { eventsApi: storyEventsApi({ upcoming: () => neverSettles<PublicEvent[]>() }) },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      eventsText(globals, 'events.loading'),
    );
  },
};

/** Nothing open for booking. */
export const Empty: Story = {
  parameters: { eventsApi: storyEventsApi({ upcoming: async () => [] }) },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: eventsText(globals, 'events.empty') }),
    ).toBeVisible();
  },
};

/** The events could not be loaded: the message and Try again. */
export const LoadError: Story = {
  parameters: {
    eventsApi: storyEventsApi({
      upcoming: async () => {
        throw new Error('offline');
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(eventsText(globals, 'events.failed'));
    await expect(
      within(alert).getByRole('button', { name: siteText(globals, 'common.retry') }),
    ).toBeVisible();
  },
};

/** A long name, address and text, and a price with grosze: they wrap, nothing overflows sideways. */
export const LongText: Story = {
  parameters: { eventsApi: storyEventsApi({ upcoming: async () => [LONG_EVENT, ...STORY_EVENTS] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: LONG_EVENT.event_name });
    await expect(heading).toBeVisible();
    const article = heading.closest('article') as HTMLElement;
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};
