import type { AthanDay, IqamaSettingAnswer } from '@minbar/api/schemas/prayer';
import { requireSettingsId } from '@minbar/domain/prayer/iqama';
import { requirePrayerTimeId } from '@minbar/domain/prayer/prayers';
import { PrayerSidebar, type SidebarTab } from '../components/prayer-sidebar';
import type { PrayerFeedback } from '../prayer-intl';
import { usePrayerToast } from '../use-prayer-feedback';
import type { PrayerDialog } from './prayer-screen-state';

export interface PrayerSidebarContainerProps {
  date: string;
  city: string;
  tab: SidebarTab;
  onTabChange: (tab: SidebarTab) => void;
  /** undefined while loading, null when the day has no times. */
  day: AthanDay | null | undefined;
  dayError: PrayerFeedback | null;
  /** The iqama setting covering the date, null when none does. */
  covering: IqamaSettingAnswer | null;
  onOpenDialog: (dialog: PrayerDialog) => void;
}

/**
 * The selected day's panel: its buttons open the dialogs, after the checks that need no server (a
 * stored day to edit or delete, a setting with an id).
 */
export function PrayerSidebarContainer(props: PrayerSidebarContainerProps) {
  const toast = usePrayerToast();
  const { day, covering, onOpenDialog } = props;
  const storedDay = () => (day && requirePrayerTimeId(day.id).ok ? day : null);
  const storedSetting = () => (covering && requireSettingsId(covering.id).ok ? covering : null);
  return (
    <PrayerSidebar
      date={props.date}
      city={props.city}
      tab={props.tab}
      onTabChange={props.onTabChange}
      day={day}
      dayError={props.dayError}
      iqama={covering}
      onAdd={() =>
        onOpenDialog(props.tab === 'prayers' ? { kind: 'addPrayers' } : { kind: 'iqama', setting: null })
      }
      onEditPrayers={() => {
        const stored = storedDay();
        if (!stored) return toast.failure({ id: 'prayer.error.noTimesAvailable' });
        onOpenDialog({ kind: 'editPrayer', day: stored });
      }}
      onDeletePrayers={() => {
        const stored = storedDay();
        if (!stored) return toast.failure({ id: 'prayer.error.noTimesAvailable' });
        onOpenDialog({
          kind: 'delete',
          target: { kind: 'prayer', id: stored.id, date: stored.date, city: stored.city },
        });
      }}
      onEditIqama={() => {
        const setting = storedSetting();
        if (!setting) return toast.failure({ id: 'prayer.error.noSettingsId' });
        onOpenDialog({ kind: 'iqama', setting });
      }}
      onDeleteIqama={() => {
        const setting = storedSetting();
        if (!setting) return toast.failure({ id: 'prayer.error.noSettingsId' });
        onOpenDialog({ kind: 'delete', target: { kind: 'iqama', setting } });
      }}
    />
  );
}
