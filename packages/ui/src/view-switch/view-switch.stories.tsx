import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { byLanguage, inStoryLanguage, storyContentLocale } from '../provider/story-content';
import { ViewPanel, ViewSwitch, type ViewSwitchProps } from './view-switch';

const TEXT = {
  en: {
    rangeContent: 'Range content',
    chartContent: 'Chart content',
    table: 'Table',
    calendar: 'Calendar',
    range: 'Range',
    chart: 'Chart',
    statistics: 'Statistics',
    view: 'View',
    tableContent: 'Table content',
    calendarContent: 'Calendar content',
    statisticsContent: 'Statistics content',
  },
  ar: {
    rangeContent: 'محتوى الفترة',
    chartContent: 'محتوى الرسم البياني',
    table: 'جدول',
    calendar: 'تقويم',
    range: 'فترة',
    chart: 'رسم بياني',
    statistics: 'إحصاءات',
    view: 'العرض',
    tableContent: 'محتوى الجدول',
    calendarContent: 'محتوى التقويم',
    statisticsContent: 'محتوى الإحصاءات',
  },
  pl: {
    rangeContent: 'Zawartość zakresu',
    chartContent: 'Zawartość wykresu',
    table: 'Tabela',
    calendar: 'Kalendarz',
    range: 'Zakres',
    chart: 'Wykres',
    statistics: 'Statystyki',
    view: 'Widok',
    tableContent: 'Zawartość tabeli',
    calendarContent: 'Zawartość kalendarza',
    statisticsContent: 'Zawartość statystyk',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);
/** What each view's panel shows, in the story's language. */
const panelContent = (view: View) => t()[`${view}Content`];
/** An arg in the story's language, chosen by the preview before each render. */
const arg = (key: keyof typeof TEXT.en) =>
  byLanguage({ en: TEXT.en[key], ar: TEXT.ar[key], pl: TEXT.pl[key] });

type View = 'table' | 'calendar' | 'range' | 'chart' | 'statistics';
const VIEW_VALUES: View[] = ['table', 'calendar', 'range', 'chart', 'statistics'];
const views = (locale: 'en' | 'ar' | 'pl'): Array<{ value: View; label: string }> =>
  VIEW_VALUES.map((value) => ({ value, label: TEXT[locale][value] }));

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
      {views(storyContentLocale()).map((view) => (
        <ViewPanel key={view.value} value={view.value}>
          <p>{panelContent(view.value)}</p>
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
  args: {
    label: arg('view'),
    views: byLanguage({ en: views('en'), ar: views('ar'), pl: views('pl') }),
    value: 'table',
    onValueChange: fn(),
    children: null,
  },
} satisfies Meta<typeof ViewSwitch<View>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: t().view })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: t().table })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(t().tableContent);
  },
};

export const ClickAndArrowKeys: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: t().calendar }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('calendar');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(t().calendarContent);
    // The next tab follows the reading direction.
    await userEvent.keyboard(globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: t().range })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('range');
  },
};

export const Statistics: Story = {
  args: { value: 'statistics' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent(t().statisticsContent);
  },
};
