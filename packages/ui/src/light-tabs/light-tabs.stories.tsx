import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LightTabList, LightTabPanel, LightTabs, type LightTabsProps } from './light-tabs';

function ControlledTabs(props: LightTabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LightTabs
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    >
      <LightTabList
        label="Donation categories"
        tabs={[
          { value: 'main', label: 'Main Categories' },
          { value: 'campaigns', label: 'Categories' },
        ]}
      />
      <LightTabPanel value="main">
        <p>Zakat, Sadaqah</p>
      </LightTabPanel>
      <LightTabPanel value="campaigns">
        <p>Roof repair</p>
      </LightTabPanel>
    </LightTabs>
  );
}

const meta = {
  title: 'UI/LightTabs',
  component: LightTabs,
  render: (args) => <ControlledTabs {...args} />,
  args: { value: 'main', onValueChange: fn(), children: null },
} satisfies Meta<typeof LightTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Main: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Main Categories' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Main Categories' })).toHaveTextContent('Zakat');
  },
};

/** Only the active tab is a tab stop; the arrow key in reading order moves to the next tab and opens it. */
export const SwitchWithKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Main Categories' })).toHaveFocus();
    await userEvent.keyboard(globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('campaigns');
    await expect(canvas.getByRole('tab', { name: 'Categories' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Categories' })).toHaveTextContent('Roof repair');
    await userEvent.keyboard('{Home}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('main');
  },
};

export const ClickATab: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Categories' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('campaigns');
    await expect(canvas.queryByText('Zakat, Sadaqah')).toBeNull();
  },
};
