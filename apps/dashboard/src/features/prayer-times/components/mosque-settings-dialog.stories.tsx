import { POLISH_CITY_NAMES } from '@minbar/domain/prayer/cities';
import { formatHijriDate } from '@minbar/domain/prayer/hijri';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { prayerText, storyCityName, withPrayerStory } from '../../../test/prayer-times-story-support';
import { storyText } from '../../../test/story-decorators';
import type { PrayerMessageId } from '../prayer-intl';
import { MosqueSettingsDialog } from './mosque-settings-dialog';

const TODAY = '2026-02-18';

const meta = {
  title: 'Dashboard/PrayerTimes/MosqueSettingsDialog',
  component: MosqueSettingsDialog,
  decorators: [withPrayerStory],
  args: {
    open: true,
    onOpenChange: fn(),
    settings: { defaultCity: 'Krakow', hijriOffset: 1, jumuah: { athan: '13:00', iqama: '13:30' } },
    cities: POLISH_CITY_NAMES,
    today: TODAY,
    onSave: fn(),
  },
} satisfies Meta<typeof MosqueSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function settingsDialog(globals: Record<string, unknown>) {
  return screen.findByRole('dialog', { name: prayerText(globals, 'prayer.mosqueSettings.title') });
}

async function save(dialog: HTMLElement, globals: Record<string, unknown>) {
  await userEvent.click(
    within(dialog).getByRole('button', { name: prayerText(globals, 'prayer.dialog.save') }),
  );
}

function timeGroup(dialog: HTMLElement, globals: Record<string, unknown>, label: PrayerMessageId) {
  return within(dialog).getByRole('group', { name: new RegExp(prayerText(globals, label)) });
}

/** The settings in force: the city, the correction with today's Hijri date under it, and Jumu'a. */
export const Default: Story = {
  play: async ({ globals, args }) => {
    const dialog = await settingsDialog(globals);
    await expect(
      within(dialog).getByRole('combobox', {
        name: prayerText(globals, 'prayer.mosqueSettings.defaultCity'),
      }),
    ).toHaveTextContent(storyCityName(globals, 'Krakow'));
    await expect(
      within(dialog).getByRole('combobox', {
        name: prayerText(globals, 'prayer.mosqueSettings.hijriOffset'),
      }),
    ).toHaveTextContent(prayerText(globals, 'prayer.mosqueSettings.offset.1'));
    await expect(dialog.querySelector('[data-slot="hijri-example"]')).toHaveTextContent(
      formatHijriDate(TODAY, 1, storyLocale(globals)),
    );
    await expect(dialog.querySelector('input[name="jumuah_athan"]')).toHaveValue('13:00');
    await save(dialog, globals);
    await expect(args.onSave).toHaveBeenCalledWith({
      default_city: 'Krakow',
      hijri_offset: 1,
      jumuah: { athan: '13:00', iqama: '13:30' },
    });
  },
};

/** Choosing another correction moves the example at once, before anything is saved. */
export const OffsetExampleFollowsTheChoice: Story = {
  play: async ({ globals, args }) => {
    const dialog = await settingsDialog(globals);
    await userEvent.click(
      within(dialog).getByRole('combobox', {
        name: prayerText(globals, 'prayer.mosqueSettings.hijriOffset'),
      }),
    );
    await userEvent.click(
      await screen.findByRole('option', { name: prayerText(globals, 'prayer.mosqueSettings.offset.-2') }),
    );
    await waitFor(() =>
      expect(dialog.querySelector('[data-slot="hijri-example"]')).toHaveTextContent(
        formatHijriDate(TODAY, -2, storyLocale(globals)),
      ),
    );
    await save(dialog, globals);
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ hijri_offset: -2 }));
  },
};

/** No Jumu'a time announced: both times empty are saved as none. */
export const NoJumuah: Story = {
  args: { settings: { defaultCity: 'Warsaw', hijriOffset: 0, jumuah: null } },
  play: async ({ globals, args }) => {
    const dialog = await settingsDialog(globals);
    await expect(dialog.querySelector('input[name="jumuah_athan"]')).toHaveValue('');
    await save(dialog, globals);
    await expect(args.onSave).toHaveBeenCalledWith({ default_city: 'Warsaw', hijri_offset: 0, jumuah: null });
  },
};

/** The iqama before the athan: refused under the iqama, which takes the focus; nothing is sent. */
export const ValidationErrors: Story = {
  args: { initial: { jumuah_athan: '13:30', jumuah_iqama: '13:00' } },
  play: async ({ globals, args }) => {
    const dialog = await settingsDialog(globals);
    await save(dialog, globals);
    const iqama = timeGroup(dialog, globals, 'prayer.mosqueSettings.jumuahIqama');
    await waitFor(() =>
      expect(iqama).toHaveAccessibleDescription(
        containing(prayerText(globals, 'prayer.error.jumuahIqamaBeforeAthan')),
      ),
    );
    await expect(iqama.contains(document.activeElement)).toBe(true);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** An iqama without an athan: the athan is asked for. */
export const IqamaWithoutAthan: Story = {
  args: { initial: { jumuah_athan: '', jumuah_iqama: '13:30' } },
  play: async ({ globals, args }) => {
    const dialog = await settingsDialog(globals);
    await save(dialog, globals);
    const athan = timeGroup(dialog, globals, 'prayer.mosqueSettings.jumuahAthan');
    await waitFor(() =>
      expect(athan).toHaveAccessibleDescription(
        containing(prayerText(globals, 'prayer.error.jumuahAthanRequired')),
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ globals }) => {
    const dialog = await settingsDialog(globals);
    await expect(
      within(dialog).getByRole('button', { name: prayerText(globals, 'prayer.dialog.save') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused the save: the banner says so, its field message sits under the iqama, the input stays. */
export const SaveFailed: Story = {
  args: {
    initial: { jumuah_athan: '12:45', jumuah_iqama: '13:15' },
    serverError: { id: 'prayer.error.saveMosqueSettings' },
    serverErrors: { jumuah_iqama: { id: 'prayer.error.jumuahIqamaBeforeAthan' } },
  },
  play: async ({ globals }) => {
    const dialog = await settingsDialog(globals);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      prayerText(globals, 'prayer.error.saveMosqueSettings'),
    );
    await expect(timeGroup(dialog, globals, 'prayer.mosqueSettings.jumuahIqama')).toHaveAccessibleDescription(
      containing(prayerText(globals, 'prayer.error.jumuahIqamaBeforeAthan')),
    );
    await expect(dialog.querySelector('input[name="jumuah_athan"]')).toHaveValue('12:45');
  },
};

/** Saved without a network: nothing was sent, and the form stays as typed. */
export const Offline: Story = {
  args: { serverError: { id: 'error.offline' } },
  play: async ({ globals }) => {
    const dialog = await settingsDialog(globals);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(storyText(globals, 'error.offline'));
  },
};
