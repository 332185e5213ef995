import { ViewPanel, ViewSwitch } from '@minbar/ui/view-switch/view-switch';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  MINUTES_SETTING,
  prayerText,
  storyDay,
  storyMonth,
  withPrayerStory,
} from '../../../test/prayer-times-story-support';
import { withDashboardPage } from '../../../test/story-decorators';
import { usePrayerT } from '../prayer-intl';
import { PRAYER_VIEWS } from '../routes/prayer-screen-state';
import { MonthTableView } from './month-table-view';
import { PrayerSidebar } from './prayer-sidebar';
import { PrayerTimesScreen } from './prayer-times-screen';
import { TodayCard } from './today-card';

type State = 'populated' | 'loading' | 'empty' | 'error';

/** The whole screen in one data state, composed from its parts as the route does. */
function Screen({
  state,
  onDownload,
  onUpload,
  onMosqueSettings,
}: {
  state: State;
  onDownload: () => void;
  onUpload: () => void;
  /** Given for an admin, as the route does: the Mosque settings button shows. */
  onMosqueSettings?: () => void;
}) {
  const t = usePrayerT();
  const rows = state === 'populated' ? storyMonth(2025, 3) : [];
  return (
    <PrayerTimesScreen
      onDownload={onDownload}
      onUpload={onUpload}
      {...(onMosqueSettings ? { onMosqueSettings } : {})}
      todayCard={
        <TodayCard
          today="2025-03-10"
          city="Warsaw"
          day={state === 'populated' ? storyDay('2025-03-10', 10) : state === 'loading' ? undefined : null}
        />
      }
      views={
        <ViewSwitch
          label={t('prayer.view.label')}
          value="table"
          onValueChange={fn()}
          views={PRAYER_VIEWS.map((value) => ({ value, label: t(`prayer.view.${value}`) }))}
        >
          <ViewPanel value="table">
            <MonthTableView
              city="Warsaw"
              cities={['Warsaw', 'Krakow']}
              onCityChange={fn()}
              year={2025}
              month={3}
              onMonthChange={fn()}
              rows={rows}
              loading={state === 'loading'}
              error={state === 'error' ? { id: 'prayer.table.error' } : null}
              onRetry={fn()}
              selectedDate="2025-03-10"
              onSelectDate={fn()}
            />
          </ViewPanel>
          {PRAYER_VIEWS.filter((view) => view !== 'table').map((view) => (
            <ViewPanel key={view} value={view}>
              {null}
            </ViewPanel>
          ))}
        </ViewSwitch>
      }
      sidebar={
        <PrayerSidebar
          date="2025-03-10"
          city="Warsaw"
          tab="prayers"
          onTabChange={fn()}
          day={state === 'populated' ? storyDay('2025-03-10', 10) : state === 'loading' ? undefined : null}
          iqama={state === 'populated' ? MINUTES_SETTING : null}
          onAdd={fn()}
          onEditPrayers={fn()}
          onDeletePrayers={fn()}
          onEditIqama={fn()}
          onDeleteIqama={fn()}
        />
      }
    />
  );
}

const meta = {
  title: 'Dashboard/PrayerTimes/Screen',
  component: Screen,
  decorators: [withDashboardPage, withPrayerStory],
  parameters: { layout: 'fullscreen' },
  args: { state: 'populated', onDownload: fn(), onUpload: fn(), onMosqueSettings: fn() },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: prayerText(globals, 'prayer.title') }),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('table.prayer-month-table tbody tr[data-date]')).toHaveLength(
      31,
    );
    await userEvent.click(canvas.getByRole('button', { name: prayerText(globals, 'prayer.download') }));
    await expect(args.onDownload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: prayerText(globals, 'prayer.upload') }));
    await expect(args.onUpload).toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: prayerText(globals, 'prayer.mosqueSettings.open') }),
    );
    await expect(args.onMosqueSettings).toHaveBeenCalled();
    // Every view the route offers is in the switch.
    const views = canvas.getByRole('tablist', { name: prayerText(globals, 'prayer.view.label') });
    await expect(within(views).getAllByRole('tab')).toHaveLength(5);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.querySelector('table.prayer-month-table')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(canvasElement).getByText(prayerText(globals, 'prayer.today.loading'))).toBeVisible();
  },
};

export const EmptyMonth: Story = {
  args: { state: 'empty' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(prayerText(globals, 'prayer.table.empty'))).toBeVisible();
    await expect(canvas.getByText(prayerText(globals, 'prayer.today.none'))).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      prayerText(globals, 'prayer.table.error'),
    );
  },
};
