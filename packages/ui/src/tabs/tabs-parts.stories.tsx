import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';
import { t } from './tabs-story-text';

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
      <Tabs.List label={t().dayDetails}>
        <Tabs.Trigger value="prayers">{t().prayers}</Tabs.Trigger>
        <Tabs.Trigger value="iqama">{t().iqama}</Tabs.Trigger>
        <Tabs.Trigger value="eid" disabled>
          {t().eid}
        </Tabs.Trigger>
        <Tabs.Trigger value="jumuah">{t().jumuah}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="prayers">
        <p>{t().fajr}</p>
      </Tabs.Content>
      <Tabs.Content value="iqama">
        <p>{t().afterAthan}</p>
      </Tabs.Content>
      <Tabs.Content value="eid">
        <p>{t().eidPrayer}</p>
      </Tabs.Content>
      <Tabs.Content value="jumuah">
        <p>{t().khutbah}</p>
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
    await expect(canvas.getByRole('tablist', { name: t().dayDetails })).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: t().prayers })).toHaveTextContent(t().fajr);

    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: t().prayers })).toHaveFocus();
    await userEvent.keyboard(next);
    await expect(canvas.getByRole('tab', { name: t().iqama })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: t().iqama })).toHaveTextContent(t().afterAthan);
    // The disabled Eid tab is passed over.
    await userEvent.keyboard(next);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('jumuah');
    await expect(canvas.getByRole('tab', { name: t().jumuah })).toHaveFocus();
    await userEvent.keyboard(previous);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('iqama');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: t().jumuah })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: t().eid })).toBeDisabled();
  },
};

export const ComposedClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: t().jumuah }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('jumuah');
    await expect(canvas.getByRole('tabpanel', { name: t().jumuah })).toHaveTextContent(t().khutbah);
    await expect(canvas.queryByText(t().fajr)).toBeNull();
  },
};
