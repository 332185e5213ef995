import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TabList, TabPanel, Tabs, type TabsProps } from './tabs';
import { t } from './tabs-story-text';

function ControlledTabs(props: TabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    >
      <TabList
        label={t().dayDetails}
        tabs={[
          { value: 'prayers', label: t().prayers },
          { value: 'iqama', label: t().iqama },
          { value: 'jumuah', label: t().jumuah },
        ]}
      />
      <TabPanel value="prayers">
        <p>{t().fajr}</p>
      </TabPanel>
      <TabPanel value="iqama">
        <p>{t().afterAthan}</p>
      </TabPanel>
      <TabPanel value="jumuah">
        <p>{t().khutbah}</p>
      </TabPanel>
    </Tabs>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'Enters the tab list on the active tab, then leaves it for the panel'],
        ['Arrow Left, Arrow Right', 'Move to and open the previous or next tab, in reading order'],
        ['Home, End', 'First or last tab'],
      ],
      rightToLeft: 'The arrow keys follow the reading direction: in Arabic, ArrowLeft opens the next tab.',
    },
  },
  render: (args) => <ControlledTabs {...args} />,
  args: { value: 'prayers', onValueChange: fn(), children: null },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prayers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: t().prayers })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: t().prayers })).toHaveTextContent(t().fajr);
  },
};

/*
 * Three tabs, so the reading direction shows: from the first tab, the key that reads backwards would
 * wrap to the last (Jumuah), never to the second.
 */
export const SwitchWithKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: t().prayers })).toHaveFocus();
    await userEvent.keyboard(globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('iqama');
    await expect(canvas.getByRole('tab', { name: t().iqama })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: t().iqama })).toHaveTextContent(t().afterAthan);
    await userEvent.keyboard('{Home}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('prayers');
    await expect(canvas.getByRole('tab', { name: t().prayers })).toHaveFocus();
  },
};

export const ClickATab: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: t().iqama }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('iqama');
    await expect(canvas.queryByText(t().fajr)).toBeNull();
  },
};
