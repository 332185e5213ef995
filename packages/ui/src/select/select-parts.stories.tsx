import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { inStoryLanguage } from '../provider/story-content';
import { Select, SelectRoot } from './select';

const CITIES = {
  en: ['Warsaw', 'Krakow', 'Wroclaw', 'Poznan', 'Gdansk'],
  ar: ['وارسو', 'كراكوف', 'فروتسواف', 'بوزنان', 'غدانسك'],
  pl: ['Warszawa', 'Kraków', 'Wrocław', 'Poznań', 'Gdańsk'],
};
const CITY_LABEL = { en: 'City', ar: 'المدينة', pl: 'Miasto' };
const CHOOSE = { en: 'Choose a city', ar: 'اختر مدينة', pl: 'Wybierz miasto' };

/* The select composed from its parts, as a library user writes it: their own label, an option disabled. */
function ComposedSelect({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [city, setCity] = useState('');
  const labelId = useId();
  return (
    <div style={{ display: 'grid', gap: '0.25rem', justifyItems: 'start' }}>
      <span id={labelId}>{inStoryLanguage(CITY_LABEL)}</span>
      <Select.Root
        value={city}
        onValueChange={(next) => {
          setCity(next);
          onValueChange(next);
        }}
      >
        <Select.Trigger aria-labelledby={labelId}>
          <Select.Value placeholder={inStoryLanguage(CHOOSE)} />
        </Select.Trigger>
        <Select.Content>
          {inStoryLanguage(CITIES).map((name, index) => (
            <Select.Item key={name} value={CITIES.en[index] as string} disabled={index === 3}>
              {name}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </div>
  );
}

const meta = {
  title: 'UI/Select parts',
  component: SelectRoot,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Select.Root, Trigger, Value, Content and Item, to compose a select of your own; name the Trigger with `aria-labelledby` or `aria-label`.',
      },
      keyboard: [
        ['Enter, Space, Arrow Down', 'Open the list on the selected option'],
        ['Arrow Up, Arrow Down', 'Move between options, passing over disabled ones'],
        ['Enter', 'Chooses; Escape closes without choosing'],
      ],
      rightToLeft: 'Root takes the page direction and Content receives `dir` again in its portal.',
    },
  },
  render: (args) => <ComposedSelect onValueChange={args.onValueChange ?? (() => undefined)} />,
  args: { onValueChange: fn(), children: null },
} satisfies Meta<typeof SelectRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Composed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const [, , , poznan, gdansk] = inStoryLanguage(CITIES) as [string, string, string, string, string];
    const trigger = within(canvasElement).getByRole('combobox', { name: inStoryLanguage(CITY_LABEL) });
    await expect(trigger).toHaveTextContent(inStoryLanguage(CHOOSE));
    await expect(trigger).toHaveAttribute('dir', globals.locale === 'ar' ? 'rtl' : 'ltr');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(listbox.closest('[dir]')).toHaveAttribute('dir', globals.locale === 'ar' ? 'rtl' : 'ltr');
    await expect(screen.getByRole('option', { name: poznan })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: gdansk }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Gdansk');
    await expect(trigger).toHaveTextContent(gdansk);
  },
};
