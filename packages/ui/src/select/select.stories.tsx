import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from './select';

function ControlledSelect(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Select
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Enter, Space, Arrow Down', 'Open the list on the selected option'],
        ['Arrow Up, Arrow Down', 'Move between options'],
        ['Letters', 'Jump to the option starting with them'],
        ['Enter', 'Chooses; Escape closes without choosing'],
      ],
      rightToLeft: 'The list is portalled and receives `dir` again; the chevron sits at the inline end.',
    },
  },
  render: (args) => <ControlledSelect {...args} />,
  args: {
    label: 'City',
    value: 'Warsaw',
    onValueChange: fn(),
    options: ['Warsaw', 'Krakow', 'Wroclaw', 'Poznan', 'Gdansk'].map((city) => ({
      value: city,
      label: city,
    })),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'City' })).toHaveTextContent('Warsaw');
  },
};

export const ChooseOption: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Gdansk' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Gdansk');
    await expect(trigger).toHaveTextContent('Gdansk');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'City' })).toBeDisabled();
  },
};
