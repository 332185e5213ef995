import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inStoryLanguage } from '../provider/story-content';
import { Tabs } from './tabs';

const TEXT = {
  en: {
    dayDetails: 'Day details',
    prayers: 'Prayers',
    iqama: 'Iqama',
    jumuah: 'Jumuah',
    eid: 'Eid',
    fajr: 'Fajr 04:30',
    afterAthan: '20 minutes after athan',
    eidPrayer: 'Eid prayer 08:00',
    khutbah: 'Khutbah 13:15',
  },
  ar: {
    dayDetails: 'تفاصيل اليوم',
    prayers: 'الصلوات',
    iqama: 'الإقامة',
    jumuah: 'الجمعة',
    eid: 'العيد',
    fajr: 'الفجر 04:30',
    afterAthan: 'بعد الأذان بعشرين دقيقة',
    eidPrayer: 'صلاة العيد 08:00',
    khutbah: 'الخطبة 13:15',
  },
  pl: {
    dayDetails: 'Szczegóły dnia',
    prayers: 'Modlitwy',
    iqama: 'Ikama',
    jumuah: 'Dżuma',
    eid: 'Święto Id',
    fajr: 'Fadżr 04:30',
    afterAthan: '20 minut po azanie',
    eidPrayer: 'Modlitwa świąteczna 08:00',
    khutbah: 'Kazanie 13:15',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);

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
