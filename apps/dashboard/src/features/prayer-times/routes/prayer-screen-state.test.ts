import { describe, expect, it } from 'vitest';
import { MINUTES_SETTING } from '../../../test/prayer-times-story-support';
import { initialPrayerScreenState, prayerScreenReducer } from './prayer-screen-state';

const opened = initialPrayerScreenState({ today: '2025-03-10', city: 'Warsaw' });

describe('the prayer-times screen state', () => {
  it("opens on today's month and day in Warsaw, on the Table view, with this month as the range", () => {
    expect(opened).toEqual({
      city: 'Warsaw',
      shown: { year: 2025, month: 3 },
      selectedDate: '2025-03-10',
      view: 'table',
      tab: 'prayers',
      range: { from: '2025-03-01', to: '2025-03-31', city: 'Warsaw' },
      dialog: null,
    });
  });

  it('a day picked in the range view brings its city and month to the other views', () => {
    const ranged = prayerScreenReducer(opened, {
      type: 'rangeChanged',
      range: { from: '2024-01-01', to: '2024-12-31', city: 'Krakow' },
    });
    const picked = prayerScreenReducer(ranged, { type: 'rangeDateSelected', date: '2024-07-04' });
    expect(picked).toMatchObject({
      selectedDate: '2024-07-04',
      city: 'Krakow',
      shown: { year: 2024, month: 7 },
    });
  });

  it('a day picked in the table keeps the city and the month shown', () => {
    const picked = prayerScreenReducer(opened, { type: 'dateSelected', date: '2025-03-20' });
    expect(picked).toMatchObject({
      selectedDate: '2025-03-20',
      city: 'Warsaw',
      shown: { year: 2025, month: 3 },
    });
  });

  it('holds one dialog at a time, with what it was opened on, until it is closed', () => {
    const iqama = prayerScreenReducer(opened, {
      type: 'dialogOpened',
      dialog: { kind: 'iqama', setting: MINUTES_SETTING },
    });
    expect(iqama.dialog).toEqual({ kind: 'iqama', setting: MINUTES_SETTING });
    const download = prayerScreenReducer(iqama, { type: 'dialogOpened', dialog: { kind: 'download' } });
    expect(download.dialog).toEqual({ kind: 'download' });
    expect(prayerScreenReducer(download, { type: 'dialogClosed' }).dialog).toBeNull();
  });

  it('changes the view, the tab, the city and the month without touching the selection', () => {
    let state = prayerScreenReducer(opened, { type: 'viewChanged', view: 'range' });
    state = prayerScreenReducer(state, { type: 'tabChanged', tab: 'iqama' });
    state = prayerScreenReducer(state, { type: 'cityChanged', city: 'Gdansk' });
    state = prayerScreenReducer(state, { type: 'monthShown', year: 2025, month: 4 });
    expect(state).toMatchObject({
      view: 'range',
      tab: 'iqama',
      city: 'Gdansk',
      shown: { year: 2025, month: 4 },
      selectedDate: '2025-03-10',
    });
  });
});
