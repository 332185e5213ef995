import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  FIXED_SETTING,
  MINUTES_SETTING,
  prayerText,
  withPrayerStory,
} from '../../../test/prayer-times-story-support';
import { storyText } from '../../../test/story-decorators';
import { formatLongDate } from '../format';
import { IqamaDialog } from './iqama-dialog';

const meta = {
  title: 'Dashboard/PrayerTimes/IqamaDialog',
  component: IqamaDialog,
  decorators: [withPrayerStory],
  args: { open: true, onOpenChange: fn(), selectedDate: '2025-03-10', city: 'Warsaw', onSave: fn() },
} satisfies Meta<typeof IqamaDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** React-aria's date field describes itself by its value too ('Selected date: …'), before any message. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function addDialog(globals: Record<string, unknown>) {
  return screen.findByRole('dialog', { name: prayerText(globals, 'prayer.iqamaDialog.addTitle') });
}

async function save(dialog: HTMLElement, globals: Record<string, unknown>) {
  await userEvent.click(
    within(dialog).getByRole('button', { name: prayerText(globals, 'prayer.dialog.save') }),
  );
}

export const SingleDateMinutes: Story = {
  play: async ({ globals, args }) => {
    const dialog = await addDialog(globals);
    const date = within(dialog).getByRole('group', {
      name: new RegExp(prayerText(globals, 'prayer.iqamaDialog.date')),
    });
    // The page's own date field, in the page's language, not the browser's date input.
    await expect(within(date).getAllByRole('spinbutton')).toHaveLength(3);
    await expect(dialog.querySelector('input[name="date"]')).toHaveValue('2025-03-10');
    await save(dialog, globals);
    await expect(args.onSave).toHaveBeenCalledWith({
      mode: 'minutes_after_athan',
      city: 'Warsaw',
      effective_from: '2025-03-10',
      effective_to: '2025-03-10',
      fajr_minutes: 45,
      dhuhr_minutes: 45,
      asr_minutes: 45,
      maghrib_minutes: 45,
      isha_minutes: 45,
    });
  },
};

export const AddStartsFromTheCurrentSetting: Story = {
  args: { current: MINUTES_SETTING },
  play: async ({ globals, args }) => {
    const dialog = await addDialog(globals);
    await save(dialog, globals);
    // The new setting keeps the times in force and applies to the selected date only.
    await expect(args.onSave).toHaveBeenCalledWith({
      mode: 'minutes_after_athan',
      city: 'Warsaw',
      effective_from: '2025-03-10',
      effective_to: '2025-03-10',
      fajr_minutes: 20,
      dhuhr_minutes: 10,
      asr_minutes: 10,
      maghrib_minutes: 5,
      isha_minutes: 1,
    });
  },
};

export const ChosenDatesFollowTheDateField: Story = {
  args: { initial: { date: '2025-04-02' } },
  play: async ({ globals }) => {
    const dialog = await addDialog(globals);
    const line = () => dialog.querySelector('[data-slot="iqama-chosen-dates"]');
    const april = formatLongDate(storyLocale(globals), '2025-04-02');
    await expect(line()).toHaveTextContent(april);
    await userEvent.click(
      within(dialog).getByRole('radio', { name: prayerText(globals, 'prayer.iqamaDialog.range') }),
    );
    // The period starts and ends on the selected date until it is changed.
    await expect(line()).not.toHaveTextContent(april);
    await expect(line()).toHaveTextContent(formatLongDate(storyLocale(globals), '2025-03-10'));
  },
};

export const PeriodFixedTime: Story = {
  args: {
    initial: {
      dateMode: 'range',
      effective_from: '2025-03-01',
      effective_to: '2025-03-31',
      mode: 'fixed_time',
    },
  },
  play: async ({ globals, args }) => {
    const dialog = await addDialog(globals);
    await expect(
      within(dialog).getByRole('radio', { name: prayerText(globals, 'prayer.iqamaDialog.range') }),
    ).toBeChecked();
    await expect(dialog.querySelectorAll('.prayer-iqama-form__prayers [role="group"]')).toHaveLength(5);
    await save(dialog, globals);
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'fixed_time',
        effective_from: '2025-03-01',
        effective_to: '2025-03-31',
        fajr_fixed: '07:00:00',
      }),
    );
  },
};

export const MinutesReadAsWholeNumbers: Story = {
  play: async ({ globals, args }) => {
    const dialog = await addDialog(globals);
    const fajr = within(dialog).getByLabelText(
      new RegExp(
        prayerText(globals, 'prayer.iqamaDialog.minutesLabel', {
          prayer: prayerText(globals, 'prayer.name.fajr'),
        }).replace(/[()]/g, '.'),
      ),
    );
    await userEvent.clear(fajr);
    await userEvent.type(fajr, '12');
    await userEvent.click(
      within(dialog).getByRole('radio', { name: prayerText(globals, 'prayer.iqama.mode.fixed_time') }),
    );
    await userEvent.click(
      within(dialog).getByRole('radio', {
        name: prayerText(globals, 'prayer.iqama.mode.minutes_after_athan'),
      }),
    );
    await save(dialog, globals);
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ fajr_minutes: 12, dhuhr_minutes: 45 }),
    );
  },
};

export const DateRequired: Story = {
  args: { initial: { date: '' } },
  play: async ({ globals, args }) => {
    const dialog = await addDialog(globals);
    await save(dialog, globals);
    const date = within(dialog).getByRole('group', {
      name: new RegExp(prayerText(globals, 'prayer.iqamaDialog.date')),
    });
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(containing(prayerText(globals, 'prayer.error.dateRequired'))),
    );
    await expect(date.contains(document.activeElement)).toBe(true);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const RangeRequired: Story = {
  args: { initial: { dateMode: 'range', effective_from: '2025-03-01', effective_to: '' } },
  play: async ({ globals }) => {
    const dialog = await addDialog(globals);
    await save(dialog, globals);
    const to = within(dialog).getByRole('group', {
      name: new RegExp(prayerText(globals, 'prayer.iqamaDialog.to')),
    });
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(containing(prayerText(globals, 'prayer.error.rangeRequired'))),
    );
  },
};

export const EndBeforeStart: Story = {
  args: { initial: { dateMode: 'range', effective_from: '2025-03-20', effective_to: '2025-03-10' } },
  play: async ({ globals }) => {
    const dialog = await addDialog(globals);
    await save(dialog, globals);
    const to = within(dialog).getByRole('group', {
      name: new RegExp(prayerText(globals, 'prayer.iqamaDialog.to')),
    });
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(containing(prayerText(globals, 'prayer.error.endBeforeStart'))),
    );
    await expect(to.contains(document.activeElement)).toBe(true);
  },
};

export const Conflict: Story = {
  args: { serverError: { id: 'prayer.error.conflict' } },
  play: async ({ globals }) => {
    const dialog = await addDialog(globals);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      prayerText(globals, 'prayer.error.conflict'),
    );
  },
};

/** Saved without a network: the message says nothing was sent, and the form stays as typed. */
export const Offline: Story = {
  args: { serverError: { id: 'error.offline' } },
  play: async ({ globals }) => {
    const dialog = await addDialog(globals);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(storyText(globals, 'error.offline'));
    await expect(
      within(dialog).getByRole('button', { name: prayerText(globals, 'prayer.dialog.save') }),
    ).not.toHaveAttribute('aria-busy');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ globals }) => {
    const dialog = await addDialog(globals);
    await expect(
      within(dialog).getByRole('button', { name: prayerText(globals, 'prayer.dialog.save') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const EditMinutesSetting: Story = {
  args: { setting: MINUTES_SETTING },
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('dialog', {
      name: prayerText(globals, 'prayer.iqamaDialog.editTitle'),
    });
    await expect(
      within(dialog).getByRole('radio', { name: prayerText(globals, 'prayer.iqamaDialog.range') }),
    ).toBeChecked();
    await expect(
      within(dialog).getByRole('radio', {
        name: prayerText(globals, 'prayer.iqama.mode.minutes_after_athan'),
      }),
    ).toBeChecked();
    await save(dialog, globals);
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        effective_from: '2025-03-01',
        effective_to: '2025-03-15',
        fajr_minutes: 20,
        isha_minutes: 1,
      }),
    );
  },
};

export const EditFixedSetting: Story = {
  args: { setting: FIXED_SETTING, selectedDate: '2025-03-20' },
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('dialog', {
      name: prayerText(globals, 'prayer.iqamaDialog.editTitle'),
    });
    await expect(
      within(dialog).getByRole('radio', { name: prayerText(globals, 'prayer.iqamaDialog.single') }),
    ).toBeChecked();
    await save(dialog, globals);
    // The empty maghrib time stays empty: null, not a guess.
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'fixed_time', dhuhr_fixed: '13:30:00', maghrib_fixed: null }),
    );
  },
};
