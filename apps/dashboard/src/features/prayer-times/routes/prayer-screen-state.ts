import type { AthanDay, IqamaSettingAnswer } from '@minbar/api/schemas/prayer';
import { defaultRange } from '@minbar/domain/prayer/calendar';
import { useMemo, useReducer } from 'react';
import type { DeleteTarget } from '../components/delete-confirm-dialog';
import type { SidebarTab } from '../components/prayer-sidebar';
import type { RangeQuery } from '../queries/use-range-times';

export const PRAYER_VIEWS = ['table', 'calendar', 'range', 'chart', 'statistics'] as const;
export type PrayerView = (typeof PRAYER_VIEWS)[number];

/** At most one dialog is open; each carries what it was opened on. */
export type PrayerDialog =
  | { kind: 'addPrayers' }
  | { kind: 'iqama'; setting: IqamaSettingAnswer | null }
  | { kind: 'editPrayer'; day: AthanDay }
  | { kind: 'delete'; target: DeleteTarget }
  | { kind: 'download' }
  | { kind: 'import' }
  | { kind: 'mosqueSettings' };

/** What the prayer-times screen shows and has selected; the data itself lives in the queries. */
export interface PrayerScreenState {
  city: string;
  /** The month of the Table, Calendar, Chart and Statistics views (month 1-12). */
  shown: { year: number; month: number };
  selectedDate: string;
  view: PrayerView;
  tab: SidebarTab;
  range: RangeQuery;
  dialog: PrayerDialog | null;
}

export type PrayerScreenAction =
  | { type: 'cityChanged'; city: string }
  | { type: 'monthShown'; year: number; month: number }
  | { type: 'dateSelected'; date: string }
  | { type: 'rangeDateSelected'; date: string }
  | { type: 'viewChanged'; view: PrayerView }
  | { type: 'tabChanged'; tab: SidebarTab }
  | { type: 'rangeChanged'; range: RangeQuery }
  | { type: 'dialogOpened'; dialog: PrayerDialog }
  | { type: 'dialogClosed' };

const monthOf = (date: string) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, month };
};

/** The screen as it opens: today's month and day in the mosque's default city, the Table view. */
export function initialPrayerScreenState({
  today,
  city,
}: {
  today: string;
  city: string;
}): PrayerScreenState {
  return {
    city,
    shown: monthOf(today),
    selectedDate: today,
    view: 'table',
    tab: 'prayers',
    range: { ...defaultRange(today), city },
    dialog: null,
  };
}

export function prayerScreenReducer(state: PrayerScreenState, action: PrayerScreenAction): PrayerScreenState {
  switch (action.type) {
    case 'cityChanged':
      return { ...state, city: action.city };
    case 'monthShown':
      return { ...state, shown: { year: action.year, month: action.month } };
    case 'dateSelected':
      return { ...state, selectedDate: action.date };
    // A day picked in the range view may be of another month or city: the other views follow it.
    case 'rangeDateSelected':
      return { ...state, selectedDate: action.date, city: state.range.city, shown: monthOf(action.date) };
    case 'viewChanged':
      return { ...state, view: action.view };
    case 'tabChanged':
      return { ...state, tab: action.tab };
    case 'rangeChanged':
      return { ...state, range: action.range };
    case 'dialogOpened':
      return { ...state, dialog: action.dialog };
    case 'dialogClosed':
      return { ...state, dialog: null };
  }
}

/** The screen's selection and view state, with stable callbacks (memoised rows compare them). */
export function usePrayerScreenState(today: string, city: string) {
  const [state, dispatch] = useReducer(prayerScreenReducer, { today, city }, initialPrayerScreenState);
  const actions = useMemo(
    () => ({
      changeCity: (city: string) => dispatch({ type: 'cityChanged', city }),
      showMonth: (year: number, month: number) => dispatch({ type: 'monthShown', year, month }),
      selectDate: (date: string) => dispatch({ type: 'dateSelected', date }),
      selectRangeDate: (date: string) => dispatch({ type: 'rangeDateSelected', date }),
      changeView: (view: PrayerView) => dispatch({ type: 'viewChanged', view }),
      changeTab: (tab: SidebarTab) => dispatch({ type: 'tabChanged', tab }),
      changeRange: (range: RangeQuery) => dispatch({ type: 'rangeChanged', range }),
      openDialog: (dialog: PrayerDialog) => dispatch({ type: 'dialogOpened', dialog }),
      closeDialog: () => dispatch({ type: 'dialogClosed' }),
    }),
    [],
  );
  return [state, actions] as const;
}
export type PrayerScreenActions = ReturnType<typeof usePrayerScreenState>[1];
