import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { UiProvider } from '../provider/ui-provider';
import { Carousel } from './carousel';

interface Campaign {
  id: number;
  name: string;
}

/** The demo's campaigns, in each language (the seed's wording). */
const NAMES = {
  en: ['Roof repair', 'Winter coats', 'Quran classes', 'Iftar meals', 'Library books', 'Wheelchair ramp'],
  ar: [
    'ترميم السقف',
    'معاطف الشتاء',
    'حلقات القرآن',
    'وجبات الإفطار',
    'كتب المكتبة',
    'منحدر للكراسي المتحركة',
  ],
  pl: [
    'Naprawa dachu',
    'Zimowe płaszcze',
    'Lekcje Koranu',
    'Posiłki na iftar',
    'Książki do biblioteki',
    'Podjazd dla wózków inwalidzkich',
  ],
};
/** What a long name adds: the longest words each language writes in a campaign's name. */
const LONGER = {
  en: ': a campaign whose name goes on and on, Pneumonoultramicroscopicsilicovolcanoconiosis',
  ar: ': حملة يطول اسمها ويطول، والاستشارات المتخصصة للمتطوعين والمتطوعات',
  pl: ': zbiórka o bardzo długiej nazwie, Konstantynopolitańczykowianeczka i współfinansowanie',
};
const DONATE = { en: 'Donate', ar: 'تبرّع', pl: 'Wpłać' };
const REGION = { en: 'Campaigns', ar: 'الحملات', pl: 'Zbiórki' };

type Locale = keyof typeof NAMES;
const campaignsIn = (locale: Locale, count = 6, longer = false): Campaign[] =>
  NAMES[locale]
    .slice(0, count)
    .map((name, index) => ({ id: index + 1, name: longer ? `${name}${LONGER[locale]}` : name }));
/** The first `count` campaigns in the story's language (chosen by the preview before each render). */
const campaigns = (count = 6, longer = false) =>
  byLanguage({
    en: campaignsIn('en', count, longer),
    ar: campaignsIn('ar', count, longer),
    pl: campaignsIn('pl', count, longer),
  });

function CampaignCard({ campaign, highlighted }: { campaign: Campaign; highlighted: boolean }) {
  return (
    <article
      style={{
        padding: '1rem',
        border: '1px solid var(--color-border)',
        borderRadius: 'var(--radius-md)',
        background: highlighted ? 'var(--color-primary-soft)' : 'var(--color-surface)',
        overflowWrap: 'anywhere',
      }}
    >
      <h3 style={{ margin: 0 }}>{campaign.name}</h3>
      <a href={`#campaign-${campaign.id}`}>{inStoryLanguage(DONATE)}</a>
    </article>
  );
}

const meta = {
  title: 'UI/Carousel',
  component: Carousel<Campaign>,
  // Every state draws the page's one region named "Campaigns": the docs page shows the first, whose
  // controls reach the others; each state stays a story of its own (a page with two would fail axe).
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', "Reaches the carousel's buttons (pause or play, previous, next) and the slides' links"],
        ['Enter, Space', 'Press the focused button'],
        ['(focus or hover)', 'Pauses rotation while the carousel is being read'],
      ],
      rightToLeft:
        "Slides advance towards the end of the reading direction: leftwards in Arabic, where Embla runs with `direction: 'rtl'`; previous and next arrows are mirrored.",
    },
  },
  args: {
    label: byLanguage(REGION),
    items: campaigns(),
    getKey: (campaign: Campaign) => campaign.id,
    renderItem: (campaign: Campaign, state) => (
      <CampaignCard campaign={campaign} highlighted={state.highlighted} />
    ),
  },
} satisfies Meta<typeof Carousel<Campaign>>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: inStoryLanguage(REGION) });

/** Six campaigns: the slides move on their own, stop under the pointer and while focus is inside. */
export const Many: Story = {
  args: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    const carousel = region(canvasElement);
    const canvas = within(carousel);
    await expect(canvas.getAllByRole('group')).toHaveLength(6);
    await expect(canvas.getAllByRole('group')[0]).toHaveAccessibleName(/1\D+6/);
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');

    await userEvent.hover(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');

    await userEvent.tab();
    await expect(canvas.getAllByRole('button')[0]).toHaveFocus();
    await waitFor(() => expect(carousel).toHaveAttribute('data-autoplay', 'paused'));
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(carousel).toHaveAttribute('data-autoplay', 'playing'));
  },
};

/**
 * The first slides are drawn before Embla runs (its code loads when a slide must move); the first
 * automatic move, 3 s later, brings it and moves the slides.
 */
export const MovesOnItsOwn: Story = {
  tags: ['!autodocs'],
  args: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    const carousel = region(canvasElement);
    const slides = carousel.querySelector('.ui-carousel__slides') as HTMLElement;
    const first = within(carousel).getAllByRole('group')[0] as HTMLElement;
    await expect(first).toBeVisible();
    // Nothing of Embla yet: it writes a transform on the slides' row as soon as it runs.
    await expect(slides.style.transform).toBe('');
    const start = first.getBoundingClientRect().x;
    await waitFor(() => expect(first.getBoundingClientRect().x).not.toBe(start), { timeout: 8000 });
  },
};

/** The pause button stops the slides until it is pressed again (as play). */
export const PausedByTheVisitor: Story = {
  tags: ['!autodocs'],
  args: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    const carousel = region(canvasElement);
    const rotation = within(carousel).getAllByRole('button')[0] as HTMLElement;
    const pauseName = rotation.getAttribute('aria-label');
    await userEvent.click(rotation);
    await expect(rotation.getAttribute('aria-label')).not.toBe(pauseName);
    rotation.blur();
    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
  },
};

/** Next moves the slides by a view; focus stays on the button. */
export const NextAndPrevious: Story = {
  tags: ['!autodocs'],
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const carousel = region(canvasElement);
    const [previous, next] = within(carousel).getAllByRole('button');
    const slides = carousel.querySelector('.ui-carousel__slides') as HTMLElement;
    const before = slides.style.transform;
    await userEvent.click(next as HTMLElement);
    await waitFor(() => expect(slides.style.transform).not.toBe(before));
    await expect(next).toHaveFocus();
    await userEvent.click(previous as HTMLElement);
    await expect(previous).toHaveFocus();
  },
};

/** Three or fewer: a still row; the highlight moves to the next card every 3 s. */
export const ThreeOrFewer: Story = {
  tags: ['!autodocs'],
  args: { items: campaigns(3), reducedMotion: false },
  play: async ({ canvasElement }) => {
    const carousel = region(canvasElement);
    await expect(within(carousel).getAllByRole('listitem')).toHaveLength(3);
    const items = within(carousel).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('data-highlighted');
    await waitFor(() => expect(items[1]).toHaveAttribute('data-highlighted'), { timeout: 4000 });
  },
};

/** One campaign: nothing moves, no controls. */
export const One: Story = {
  tags: ['!autodocs'],
  args: { items: campaigns(1) },
  play: async ({ canvasElement }) => {
    const carousel = region(canvasElement);
    await expect(within(carousel).queryAllByRole('button')).toHaveLength(0);
    await expect(within(carousel).getByRole('listitem')).not.toHaveAttribute('data-highlighted');
  },
};

/** Under reduced motion nothing moves and there is no pause button; previous and next still work. */
export const ReducedMotion: Story = {
  tags: ['!autodocs'],
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const carousel = region(canvasElement);
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await expect(within(carousel).getAllByRole('button')).toHaveLength(2);
  },
};

export const ReducedMotionStaticRow: Story = {
  tags: ['!autodocs'],
  args: { items: campaigns(3), reducedMotion: true },
  play: async ({ canvasElement }) => {
    const carousel = region(canvasElement);
    for (const item of within(carousel).getAllByRole('listitem')) {
      await expect(item).not.toHaveAttribute('data-highlighted');
    }
  },
};

/** Arabic: Embla runs right to left and the arrows point the reading way (the story runs in ar too). */
export const RightToLeft: Story = {
  tags: ['!autodocs'],
  args: { reducedMotion: true },
  decorators: [
    (Story) => (
      <UiProvider locale="ar">
        <div dir="rtl">
          <Story />
        </div>
      </UiProvider>
    ),
  ],
};

export const LongText: Story = {
  tags: ['!autodocs'],
  args: {
    reducedMotion: true,
    items: campaigns(6, true),
  },
};
