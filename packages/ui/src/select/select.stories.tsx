import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { Select, type SelectProps } from './select';

const CITIES = {
  en: ['Warsaw', 'Krakow', 'Wroclaw', 'Poznan', 'Gdansk'],
  ar: ['وارسو', 'كراكوف', 'فروتسواف', 'بوزنان', 'غدانسك'],
  pl: ['Warszawa', 'Kraków', 'Wrocław', 'Poznań', 'Gdańsk'],
};
const CITY_LABEL = { en: 'City', ar: 'المدينة', pl: 'Miasto' };
/** Each city's value is its English name, whatever the language it is shown in. */
const cityIn = (index: number) => CITIES.en[index] as string;

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
    label: byLanguage(CITY_LABEL),
    value: cityIn(0),
    onValueChange: fn(),
    options: byLanguage({
      en: CITIES.en.map((label, index) => ({ value: cityIn(index), label })),
      ar: CITIES.ar.map((label, index) => ({ value: cityIn(index), label })),
      pl: CITIES.pl.map((label, index) => ({ value: cityIn(index), label })),
    }),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: inStoryLanguage(CITY_LABEL) }),
    ).toHaveTextContent(inStoryLanguage(CITIES)[0] as string);
  },
};

export const ChooseOption: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: inStoryLanguage(CITY_LABEL) });
    const gdansk = inStoryLanguage(CITIES)[4] as string;
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: gdansk }));
    await expect(args.onValueChange).toHaveBeenCalledWith(cityIn(4));
    await expect(trigger).toHaveTextContent(gdansk);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: inStoryLanguage(CITY_LABEL) }),
    ).toBeDisabled();
  },
};
