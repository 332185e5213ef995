import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyUiMessage } from '../provider/story-locale';
import { Sidebar, type SidebarProps } from './sidebar';

const adminItems = [
  { href: '#AthanTimes', label: 'Prayer times', current: true },
  { href: '#Pricing', label: 'Pricing' },
  { href: '#FatwaChat', label: 'Fatwa desk' },
  { href: '#Subjects', label: 'Subjects' },
  { href: '#Children', label: 'Children' },
  { href: '#Events', label: 'Events' },
  { href: '#Activities', label: 'Activities' },
  { href: '#Donations', label: 'Donations' },
];
const adminFooter = [
  { href: '#Administrators', label: 'Administrators' },
  { href: '#ProfileSettings', label: 'Profile settings' },
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
  args: { label: 'Dashboard', items: adminItems, footerItems: adminFooter, open: false, onOpenChange: fn() },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      ...adminItems.map((item) => item.label),
      ...adminFooter.map((item) => item.label),
    ]);
    await expect(within(nav).getByRole('link', { name: 'Prayer times' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Imam: Story = {
  tags: ['!autodocs'],
  args: {
    items: [
      { href: '#AthanTimes', label: 'Prayer times' },
      { href: '#FatwaChat', label: 'Fatwa desk', current: true },
      { href: '#Events', label: 'Events' },
      { href: '#Activities', label: 'Activities' },
    ],
    footerItems: [{ href: '#ProfileSettings', label: 'Profile settings' }],
  },
};

export const DefaultAnchors: Story = {
  tags: ['!autodocs'],
  render: (args) => <Sidebar {...args} />,
  args: { items: [{ href: '#AthanTimes', label: 'Prayer times', current: true }], footerItems: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Prayer times' })).toHaveAttribute(
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
    await userEvent.click(canvas.getByRole('link', { name: 'Events' }));
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
    items: [
      {
        href: '#MarriageCertificates',
        label: 'Marriage certificate requests awaiting a decision',
        current: true,
      },
      { href: '#Children', label: 'Children, teachers and subject assignments' },
    ],
  },
};

/** A dot standing in for an app's icon: the widget only places what it is given, hidden from readers. */
const dot = (
  <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
    <circle cx="12" cy="12" r="6" fill="currentColor" />
  </svg>
);

export const WithHeaderAndIcons: Story = {
  tags: ['!autodocs'],
  args: {
    header: <strong>Minbar</strong>,
    items: adminItems.map((item) => ({ ...item, icon: dot })),
    footerItems: adminFooter.map((item) => ({ ...item, icon: dot })),
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Dashboard' });
    const header = nav.querySelector('[data-slot="sidebar-header"]');
    await expect(header).toHaveTextContent('Minbar');
    // The header comes before the links, and the icons leave each link's name to its label.
    await expect(header?.compareDocumentPosition(within(nav).getAllByRole('link')[0]!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await expect(within(nav).getByRole('link', { name: 'Prayer times' })).toBeVisible();
    for (const icon of nav.querySelectorAll('[data-slot="icon"]'))
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};
