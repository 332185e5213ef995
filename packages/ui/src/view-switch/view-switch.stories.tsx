import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ViewPanel, ViewSwitch, type ViewSwitchProps } from './view-switch';

type View = 'table' | 'calendar' | 'range' | 'chart' | 'statistics';
const VIEWS: Array<{ value: View; label: string }> = [
  { value: 'table', label: 'Table' },
  { value: 'calendar', label: 'Calendar' },
  { value: 'range', label: 'Range' },
  { value: 'chart', label: 'Chart' },
  { value: 'statistics', label: 'Statistics' },
];

function ControlledSwitch(props: ViewSwitchProps<View>) {
  const [value, setValue] = useState(props.value);
  return (
    <ViewSwitch
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    >
      {VIEWS.map((view) => (
        <ViewPanel key={view.value} value={view.value}>
          <p>{`${view.label} content`}</p>
        </ViewPanel>
      ))}
    </ViewSwitch>
  );
}

const meta = {
  title: 'UI/ViewSwitch',
  component: ViewSwitch<View>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Arrow Left, Arrow Right', 'Move to and open the previous or next view, in reading order'],
        ['Home, End', 'First or last view'],
      ],
      rightToLeft: 'A tab list: the arrow keys follow the reading direction, mirrored in Arabic.',
    },
  },
  render: (args) => <ControlledSwitch {...args} />,
  args: { label: 'View', views: VIEWS, value: 'table', onValueChange: fn(), children: null },
} satisfies Meta<typeof ViewSwitch<View>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'View' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Table' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Table content');
  },
};

export const ClickAndArrowKeys: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Calendar' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('calendar');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Calendar content');
    // The next tab follows the reading direction.
    await userEvent.keyboard(globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Range' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('range');
  },
};

export const Statistics: Story = {
  args: { value: 'statistics' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('Statistics content');
  },
};
