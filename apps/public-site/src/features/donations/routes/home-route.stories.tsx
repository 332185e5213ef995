import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  CAMPAIGN,
  CAMPAIGNS,
  MAIN_CATEGORIES,
  never,
  siteText,
  storyApi,
  withPublicSite,
  ZAKAT_CATEGORY,
} from '../../../test/story-support';
import { HomeRoute } from './home-route';

const meta = {
  title: 'Public/Donations/Home',
  component: HomeRoute,
  decorators: [withPublicSite],
  // The page frame (.public-layout__main) brings the site's own padding.
  parameters: { layout: 'fullscreen' },
  args: { reducedMotion: true },
} satisfies Meta<typeof HomeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Main Categories first: four main categories slide three to a view on a desktop. */
export const ManyCategories: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      siteText(globals, 'home.title'),
    );
    const carousel = await canvas.findByRole('region', { name: siteText(globals, 'home.carousel.main') });
    await expect(within(carousel).getAllByRole('group')).toHaveLength(MAIN_CATEGORIES.length);
    await expect(
      within(carousel).getByRole('link', {
        name: siteText(globals, 'home.cardDonate', { name: ZAKAT_CATEGORY.name }),
      }),
    ).toHaveAttribute('href', '/main/3');
  },
};

/** The Categories tab holds the campaigns; a card opens /donation/{id}. */
export const CategoriesTab: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: siteText(globals, 'home.tab.campaigns') }));
    const carousel = await canvas.findByRole('region', {
      name: siteText(globals, 'home.carousel.campaigns'),
    });
    await expect(within(carousel).getAllByRole('group')).toHaveLength(CAMPAIGNS.length);
    await expect(
      within(carousel).getByRole('link', {
        name: siteText(globals, 'home.cardDonate', { name: CAMPAIGN.name }),
      }),
    ).toHaveAttribute('href', '/donation/11');
  },
};

/** Three or fewer campaigns: a still row whose highlight moves every 3 s (here with motion on). */
export const ThreeOrFewer: Story = {
  args: { reducedMotion: false },
  parameters: { api: storyApi({ mainCategories: async () => MAIN_CATEGORIES.slice(0, 3) }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('region', { name: siteText(globals, 'home.carousel.main') });
    await expect(within(row).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(row).getAllByRole('listitem')[0]).toHaveAttribute('data-highlighted');
  },
};

export const NoCategories: Story = {
  parameters: { api: storyApi({ mainCategories: async () => [], campaigns: async () => [] }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(siteText(globals, 'home.noCategories'))).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: siteText(globals, 'home.tab.campaigns') }));
    await expect(await canvas.findByText(siteText(globals, 'home.noCategories'))).toBeVisible();
  },
};

/** The hero shows at once; the categories say they are loading. */
export const Loading: Story = {
  parameters: { api: storyApi({ mainCategories: never, campaigns: never }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(siteText(globals, 'home.loadingCategories'));
  },
};

/** The lists failed: the message and Try again (home-route.test.tsx proves the retry asks again). */
export const LoadError: Story = {
  parameters: {
    api: storyApi({
      mainCategories: async () => {
        throw new Error('offline');
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(siteText(globals, 'home.categoriesFailed'));
    await expect(
      within(alert).getByRole('button', { name: siteText(globals, 'common.retry') }),
    ).toBeVisible();
  },
};

/** A 390 px phone (an iPhone 12 to 15). */
const PHONE = {
  viewport: {
    options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
  },
} as const;

/**
 * On a phone the app panel is its words and its link: no QR code box (a phone cannot scan its own
 * screen) standing empty under them.
 */
export const OnAPhone: Story = {
  parameters: PHONE,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(390);
    const canvas = within(canvasElement);
    // The categories arrive after the first paint: the phone's home is checked (and drawn for the
    // visual set) once they are there, not while it still says it is loading.
    const carousel = await canvas.findByRole(
      'region',
      { name: siteText(globals, 'home.carousel.main') },
      { timeout: 5_000 },
    );
    await expect(within(carousel).getAllByRole('group')).toHaveLength(MAIN_CATEGORIES.length);
    const panel = canvas.getByRole('region', { name: siteText(globals, 'home.appHeading') });
    panel.scrollIntoView();
    await expect(within(panel).getByRole('link', { name: siteText(globals, 'home.appLink') })).toBeVisible();
    const text = panel.querySelector('.app-download__text') as HTMLElement;
    const padding = Number.parseFloat(getComputedStyle(panel).paddingBlockStart) * 2;
    await expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(
      text.getBoundingClientRect().height + padding + 1,
    );
    await expect(within(panel).queryByRole('img')).toBeNull();
  },
};
