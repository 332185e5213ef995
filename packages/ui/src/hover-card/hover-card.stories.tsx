import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HoverCard } from './hover-card';

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
    trigger: <span>Family picnic</span>,
    label: 'Family picnic: details',
    children: (
      <div>
        <p>Saturday, 12:00, Park Skaryszewski</p>
        <a href="#registrations">Registrations</a>
      </div>
    ),
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
    const trigger = canvas.getByRole('button', { name: 'Family picnic' });
    await expect(trigger).toHaveFocus();
    const card = await body.findByRole('dialog', { name: 'Family picnic: details' });
    await expect(card).toBeVisible();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('link', { name: 'Registrations' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The pointer resting on the trigger shows the card. */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Family picnic' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Family picnic: details' }),
    ).toBeVisible();
  },
};

export const Open: Story = { args: { open: true } };
