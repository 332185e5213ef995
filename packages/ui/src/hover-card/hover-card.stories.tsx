import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { HoverCard } from './hover-card';

const TEXT = {
  en: {
    picnic: 'Family picnic',
    picnicDetails: 'Family picnic: details',
    when: 'Saturday, 12:00, Park Skaryszewski',
    registrations: 'Registrations',
  },
  ar: {
    picnic: 'نزهة عائلية',
    picnicDetails: 'نزهة عائلية: التفاصيل',
    when: 'السبت، 12:00، حديقة سكاريشيفسكي',
    registrations: 'التسجيلات',
  },
  pl: {
    picnic: 'Piknik rodzinny',
    picnicDetails: 'Piknik rodzinny: szczegóły',
    when: 'Sobota, 12:00, Park Skaryszewski',
    registrations: 'Zapisy',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);
/** An arg in the story's language, chosen by the preview before each render. */
const arg = (key: keyof typeof TEXT.en) =>
  byLanguage({ en: TEXT.en[key], ar: TEXT.ar[key], pl: TEXT.pl[key] });

function Details({ text }: { text: typeof TEXT.en }) {
  return (
    <div>
      <p>{text.when}</p>
      <a href="#registrations">{text.registrations}</a>
    </div>
  );
}

const meta = {
  title: 'UI/HoverCard',
  component: HoverCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'Focuses the trigger'],
        ['Enter, Space', 'Opens the card and moves focus into it'],
        ['Escape', 'Closes it; focus returns to the trigger'],
      ],
      rightToLeft:
        "The card aligns with the trigger's inline start and flips to stay in the viewport, mirrored in Arabic.",
    },
    a11y: { test: 'error' },
  },
  args: {
    trigger: byLanguage({
      en: <span>{TEXT.en.picnic}</span>,
      ar: <span>{TEXT.ar.picnic}</span>,
      pl: <span>{TEXT.pl.picnic}</span>,
    }),
    label: arg('picnicDetails'),
    children: byLanguage({
      en: <Details text={TEXT.en} />,
      ar: <Details text={TEXT.ar} />,
      pl: <Details text={TEXT.pl} />,
    }),
  },
} satisfies Meta<typeof HoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus opens the card without taking focus; Enter moves into it; Escape closes it. */
export const FocusAndKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: t().picnic });
    await expect(trigger).toHaveFocus();
    const card = await body.findByRole('dialog', { name: t().picnicDetails });
    await expect(card).toBeVisible();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('link', { name: t().registrations })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The pointer resting on the trigger shows the card. */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: t().picnic }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t().picnicDetails }),
    ).toBeVisible();
  },
};

export const Open: Story = { args: { open: true } };
