import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { storyUiMessage } from '../provider/story-locale';
import { Header } from './header';

const TEXT = {
  en: {
    adminImam: 'admin, imam',
    signOut: 'Sign out',
  },
  ar: {
    adminImam: 'مشرف، إمام',
    signOut: 'تسجيل الخروج',
  },
  pl: {
    adminImam: 'administrator, imam',
    signOut: 'Wyloguj się',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);
/** An arg in the story's language, chosen by the preview before each render. */
const arg = (key: keyof typeof TEXT.en) =>
  byLanguage({ en: TEXT.en[key], ar: TEXT.ar[key], pl: TEXT.pl[key] });

const meta = {
  title: 'UI/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [['Tab', "Reaches the header's own controls, then sign out"]],
      rightToLeft:
        'The user\'s name and roles sit at the inline end; the name takes `dir="auto"`, so a Latin name keeps its own direction in Arabic. A long name is cut with an ellipsis and shown whole on hover.',
    },
  },
  args: {
    username: 'maryam',
    roles: byLanguage({ en: ['admin', 'imam'], ar: ['مشرف', 'إمام'], pl: ['administrator', 'imam'] }),
    onLogout: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header.querySelector('[data-slot="avatar"]')).toHaveTextContent('M');
    await expect(within(header).getByText('maryam')).toBeInTheDocument();
    await expect(header.querySelector('[data-slot="roles"]')).toHaveTextContent(t().adminImam);

    await userEvent.click(
      within(header).getByRole('button', { name: storyUiMessage(globals, 'ui.header.logout') }),
    );
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const CustomLogoutLabel: Story = {
  args: { logoutLabel: arg('signOut') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t().signOut })).toBeInTheDocument();
  },
};

export const ArabicName: Story = {
  args: { username: 'عبد الله', roles: byLanguage({ en: ['imam'], ar: ['إمام'], pl: ['imam'] }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="avatar"]')).toHaveTextContent('ع');
    // Whatever the page's direction, the name runs in its own: right to left for Arabic letters.
    const name = canvasElement.querySelector('[data-slot="username"]');
    await expect(name && getComputedStyle(name).direction).toBe('rtl');
  },
};

export const LatinNameInAnyPage: Story = {
  args: { username: 'maryam.nowak', roles: byLanguage({ en: ['imam'], ar: ['إمام'], pl: ['imam'] }) },
  play: async ({ canvasElement }) => {
    const name = canvasElement.querySelector('[data-slot="username"]');
    await expect(name && getComputedStyle(name).direction).toBe('ltr');
  },
};

export const LongText: Story = {
  args: {
    username: 'abd.al.rahman.coordinator.of.the.weekend.school',
    roles: byLanguage({
      en: ['admin', 'imam', 'teacher'],
      ar: ['مشرف', 'إمام', 'معلّم'],
      pl: ['administrator', 'imam', 'nauczyciel'],
    }),
  },
  play: async ({ canvasElement }) => {
    // Cut with an ellipsis to fit, and whole on hover.
    const name = canvasElement.querySelector('[data-slot="username"]');
    await expect(name).toHaveAttribute('title', 'abd.al.rahman.coordinator.of.the.weekend.school');
    // Cut on purpose, so the contact sheet lists it apart with its tooltip, not as a flag.
    await expect(name).toHaveAttribute('data-cut-by-design', 'long-name');
  },
};
