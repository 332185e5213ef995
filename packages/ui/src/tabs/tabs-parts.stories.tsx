import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';

/* The tabs composed from their parts, as a library user writes them, with one tab disabled. */
function ComposedTabs({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('prayers');
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    >
      <Tabs.List label="Day details">
        <Tabs.Trigger value="prayers">Prayers</Tabs.Trigger>
        <Tabs.Trigger value="iqama">Iqama</Tabs.Trigger>
        <Tabs.Trigger value="eid" disabled>
          Eid
        </Tabs.Trigger>
        <Tabs.Trigger value="jumuah">Jumuah</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="prayers">
        <p>Fajr 04:30</p>
      </Tabs.Content>
      <Tabs.Content value="iqama">
        <p>20 minutes after athan</p>
      </Tabs.Content>
      <Tabs.Content value="eid">
        <p>Eid prayer 08:00</p>
      </Tabs.Content>
      <Tabs.Content value="jumuah">
        <p>Khutbah 13:15</p>
      </Tabs.Content>
    </Tabs.Root>
  );
}

const meta = {
  title: 'UI/Tabs parts',
  component: Tabs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Tabs.Root, List, Trigger and Content, to compose tabs of your own; `TabList` is a List of Triggers given as data.',
      },
      keyboard: [
        ['Tab', 'Enters the tab list on the active tab, then leaves it for the panel'],
        [
          'Arrow Left, Arrow Right',
          'Move to and open the previous or next tab, in reading order, passing over disabled ones',
        ],
        ['Home, End', 'First or last tab'],
      ],
      rightToLeft: 'The arrow keys follow the reading direction: in Arabic, ArrowLeft opens the next tab.',
    },
  },
  render: (args) => <ComposedTabs onValueChange={args.onValueChange} />,
  args: { value: 'prayers', onValueChange: fn(), children: null },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Composed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const next = globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}';
    const previous = globals.locale === 'ar' ? '{ArrowRight}' : '{ArrowLeft}';
    await expect(canvas.getByRole('tablist', { name: 'Day details' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'Prayers' })).toHaveTextContent('Fajr 04:30');

    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Prayers' })).toHaveFocus();
    await userEvent.keyboard(next);
    await expect(canvas.getByRole('tab', { name: 'Iqama' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Iqama' })).toHaveTextContent('20 minutes');
    // The disabled Eid tab is passed over.
    await userEvent.keyboard(next);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('jumuah');
    await expect(canvas.getByRole('tab', { name: 'Jumuah' })).toHaveFocus();
    await userEvent.keyboard(previous);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('iqama');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Jumuah' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Eid' })).toBeDisabled();
  },
};

export const ComposedClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Jumuah' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('jumuah');
    await expect(canvas.getByRole('tabpanel', { name: 'Jumuah' })).toHaveTextContent('Khutbah 13:15');
    await expect(canvas.queryByText('Fajr 04:30')).toBeNull();
  },
};
