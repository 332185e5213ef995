import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { storyUiMessage } from '../provider/story-locale';
import { Sidebar, type SidebarProps } from './sidebar';

/** The dashboard's sections as the stories name them, in each language. */
const LABELS = {
  en: {
    dashboard: 'Dashboard',
    prayerTimes: 'Prayer times',
    pricing: 'Pricing',
    fatwa: 'Fatwa desk',
    subjects: 'Subjects',
    children: 'Children',
    events: 'Events',
    activities: 'Activities',
    donations: 'Donations',
    administrators: 'Administrators',
    profile: 'Profile settings',
    marriage: 'Marriage certificate requests awaiting a decision',
    childrenLong: 'Children, teachers and subject assignments',
  },
  ar: {
    dashboard: 'لوحة التحكم',
    prayerTimes: 'مواقيت الصلاة',
    pricing: 'الأسعار',
    fatwa: 'مكتب الفتوى',
    subjects: 'المواد',
    children: 'الأطفال',
    events: 'الفعاليات',
    activities: 'الأنشطة',
    donations: 'التبرعات',
    administrators: 'المشرفون',
    profile: 'إعدادات الملف الشخصي',
    marriage: 'طلبات شهادات الزواج التي تنتظر القرار',
    childrenLong: 'الأطفال والمعلمون وتوزيع المواد',
  },
  pl: {
    dashboard: 'Panel',
    prayerTimes: 'Godziny modlitw',
    pricing: 'Cennik',
    fatwa: 'Dział fatw',
    subjects: 'Przedmioty',
    children: 'Dzieci',
    events: 'Wydarzenia',
    activities: 'Zajęcia',
    donations: 'Darowizny',
    administrators: 'Administratorzy',
    profile: 'Ustawienia profilu',
    marriage: 'Wnioski o zaświadczenie o zawarciu małżeństwa czekające na decyzję',
    childrenLong: 'Dzieci, nauczyciele i przydział przedmiotów',
  },
};
type Label = keyof typeof LABELS.en;
const t = () => inStoryLanguage(LABELS);

interface Item {
  href: string;
  label: Label;
  current?: boolean;
}

/** Links in the story's language: each language's list, chosen by the preview before each render. */
function links(list: Item[], extra: object = {}) {
  const inLanguage = (locale: keyof typeof LABELS) =>
    list.map((item) => ({ ...item, ...extra, label: LABELS[locale][item.label] }));
  return byLanguage({ en: inLanguage('en'), ar: inLanguage('ar'), pl: inLanguage('pl') });
}

/** A dot standing in for an app's icon: the widget only places what it is given, hidden from readers. */
const dot = (
  <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
    <circle cx="12" cy="12" r="6" fill="currentColor" />
  </svg>
);

const adminItems: Item[] = [
  { href: '#AthanTimes', label: 'prayerTimes', current: true },
  { href: '#Pricing', label: 'pricing' },
  { href: '#FatwaChat', label: 'fatwa' },
  { href: '#Subjects', label: 'subjects' },
  { href: '#Children', label: 'children' },
  { href: '#Events', label: 'events' },
  { href: '#Activities', label: 'activities' },
  { href: '#Donations', label: 'donations' },
];
const adminFooter: Item[] = [
  { href: '#Administrators', label: 'administrators' },
  { href: '#ProfileSettings', label: 'profile' },
];

function ControlledSidebar(props: SidebarProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <Sidebar
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
      // Stories stay on the page: links only report the navigation.
      renderLink={(item, children) => (
        <a
          href={item.href}
          aria-current={item.current ? 'page' : undefined}
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </a>
      )}
    />
  );
}

const meta = {
  title: 'UI/Sidebar',
  component: Sidebar,
  // Every state draws the page's one navigation landmark named "Dashboard": the docs page shows the first, whose
  // controls reach the others; each state stays a story of its own (a page with two would fail axe).
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'Moves through the links'],
        ['Enter, Space', 'On a phone, the menu button opens or closes the drawer (`aria-expanded`)'],
        ['Escape', 'Closes the phone drawer'],
      ],
      rightToLeft: 'The sidebar sits at the inline start: on the right in Arabic.',
    },
  },
  render: (args) => <ControlledSidebar {...args} />,
  args: {
    label: byLanguage({ en: LABELS.en.dashboard, ar: LABELS.ar.dashboard, pl: LABELS.pl.dashboard }),
    items: links(adminItems),
    footerItems: links(adminFooter),
    open: false,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t().dashboard });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      ...adminItems.map((item) => t()[item.label]),
      ...adminFooter.map((item) => t()[item.label]),
    ]);
    await expect(within(nav).getByRole('link', { name: t().prayerTimes })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Imam: Story = {
  tags: ['!autodocs'],
  args: {
    items: links([
      { href: '#AthanTimes', label: 'prayerTimes' },
      { href: '#FatwaChat', label: 'fatwa', current: true },
      { href: '#Events', label: 'events' },
      { href: '#Activities', label: 'activities' },
    ]),
    footerItems: links([{ href: '#ProfileSettings', label: 'profile' }]),
  },
};

export const DefaultAnchors: Story = {
  tags: ['!autodocs'],
  render: (args) => <Sidebar {...args} />,
  args: { items: links([{ href: '#AthanTimes', label: 'prayerTimes', current: true }]), footerItems: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t().prayerTimes })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvasElement.querySelector('[data-slot="sidebar-footer"]')).toBeNull();
  },
};

export const MobileClosed: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: storyUiMessage(globals, 'ui.sidebar.openMenu') });
    const nav = canvas.getByRole('navigation', { hidden: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', nav.id);

    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(storyUiMessage(globals, 'ui.sidebar.closeMenu'));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const MobileOpen: Story = {
  tags: ['!autodocs'],
  args: { open: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'open');
    // Choosing a destination closes the menu.
    await userEvent.click(canvas.getByRole('link', { name: t().events }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvasElement.querySelector('[data-slot="sidebar"]')).toHaveAttribute(
      'data-state',
      'closed',
    );
  },
};

export const LongText: Story = {
  tags: ['!autodocs'],
  args: {
    items: links([
      { href: '#MarriageCertificates', label: 'marriage', current: true },
      { href: '#Children', label: 'childrenLong' },
    ]),
  },
};

export const WithHeaderAndIcons: Story = {
  tags: ['!autodocs'],
  args: {
    header: <strong>Minbar</strong>,
    items: links(adminItems, { icon: dot }),
    footerItems: links(adminFooter, { icon: dot }),
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t().dashboard });
    const header = nav.querySelector('[data-slot="sidebar-header"]');
    await expect(header).toHaveTextContent('Minbar');
    // The header comes before the links, and the icons leave each link's name to its label.
    await expect(header?.compareDocumentPosition(within(nav).getAllByRole('link')[0]!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await expect(within(nav).getByRole('link', { name: t().prayerTimes })).toBeVisible();
    for (const icon of nav.querySelectorAll('[data-slot="icon"]'))
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};
