import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { prayerText, withPrayerStory } from '../../../test/prayer-times-story-support';
import { AddPrayersDialog } from './add-prayers-dialog';

const meta = {
  title: 'Dashboard/PrayerTimes/AddPrayersDialog',
  component: AddPrayersDialog,
  decorators: [withPrayerStory],
  args: {
    open: true,
    onOpenChange: fn(),
    year: 2025,
    month: 2,
    city: 'Warsaw',
    cities: ['Warsaw', 'Krakow', 'Gdansk'],
    onRefreshCities: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof AddPrayersDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const DAY = { fajr: '05:10', dhuhr: '11:50', asr: '14:30', maghrib: '16:45', isha: '18:20' };

async function dialogOf(globals: Record<string, unknown>) {
  return screen.findByRole('dialog', { name: prayerText(globals, 'prayer.add.title') });
}

/*
 * Role and text queries over the whole month weigh each of its 140 time fields (seconds per query),
 * so each query is scoped to the part of the dialog that holds what it looks for.
 */
function partOf(dialog: HTMLElement, selector: string) {
  return within(dialog.querySelector<HTMLElement>(selector) as HTMLElement);
}
const footerOf = (dialog: HTMLElement) => partOf(dialog, '[data-slot="dialog-footer"]');

export const EmptyMonth: Story = {
  play: async ({ globals, args }) => {
    const dialog = await dialogOf(globals);
    // The page behind has its own 'Month' landmark: the dialog's month control is a plain group.
    await expect(dialog.querySelector('nav')).toBeNull();
    const monthControl = dialog.querySelector('.prayer-month-nav');
    await expect(monthControl).toHaveAttribute('role', 'group');
    await expect(monthControl).toHaveAttribute('aria-label', prayerText(globals, 'prayer.month.navigation'));
    // February 2025: 28 rows of five time fields.
    await expect(dialog.querySelectorAll('tbody tr[data-date]')).toHaveLength(28);
    await expect(dialog.querySelectorAll('tbody [role="group"]')).toHaveLength(140);
    const toolbar = partOf(dialog, '.prayer-add__toolbar');
    const footer = footerOf(dialog);
    await userEvent.click(toolbar.getByRole('button', { name: prayerText(globals, 'prayer.month.next') }));
    await expect(dialog.querySelectorAll('tbody tr[data-date]')).toHaveLength(31);
    await userEvent.click(
      toolbar.getByRole('button', { name: prayerText(globals, 'prayer.add.refreshCities') }),
    );
    await expect(args.onRefreshCities).toHaveBeenCalled();
    await userEvent.click(footer.getByRole('button', { name: prayerText(globals, 'prayer.dialog.save') }));
    await waitFor(() =>
      expect(dialog.querySelector('.prayer-add__error')).toHaveTextContent(
        prayerText(globals, 'prayer.error.noneEntered'),
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const PartlyFilled: Story = {
  args: { initialValues: { '2025-02-01': DAY, '2025-02-02': { ...DAY, fajr: '05:08' } } },
  play: async ({ globals, args }) => {
    const dialog = await dialogOf(globals);
    await expect(dialog.querySelector('.prayer-add__count')).toHaveTextContent(
      prayerText(globals, 'prayer.add.entered', { count: 2 }),
    );
    await expect(dialog.querySelector('.prayer-add__count')).toBeVisible();
    await userEvent.click(
      footerOf(dialog).getByRole('button', { name: prayerText(globals, 'prayer.dialog.save') }),
    );
    await expect(args.onSave).toHaveBeenCalledWith({
      city: 'Warsaw',
      data: [
        {
          date: '2025-02-01',
          fajr: '05:10:00',
          dhuhr: '11:50:00',
          asr: '14:30:00',
          maghrib: '16:45:00',
          isha: '18:20:00',
        },
        {
          date: '2025-02-02',
          fajr: '05:08:00',
          dhuhr: '11:50:00',
          asr: '14:30:00',
          maghrib: '16:45:00',
          isha: '18:20:00',
        },
      ],
    });
  },
};

export const OrderErrorListingDates: Story = {
  args: {
    initialValues: {
      '2025-02-01': DAY,
      '2025-02-03': { ...DAY, asr: '11:00' },
      '2025-02-05': { ...DAY, isha: '16:00' },
    },
  },
  play: async ({ globals, args }) => {
    const dialog = await dialogOf(globals);
    await userEvent.click(
      footerOf(dialog).getByRole('button', { name: prayerText(globals, 'prayer.dialog.save') }),
    );
    const alert = dialog.querySelector('.prayer-add__error') as HTMLElement;
    await expect(alert).toHaveAttribute('role', 'alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        prayerText(globals, 'prayer.error.order', { dates: '2025-02-03, 2025-02-05' }),
      ),
    );
    await expect(dialog.querySelector('tr[data-date="2025-02-03"]')).toHaveAttribute('data-invalid', 'true');
    await expect(dialog.querySelector('tr[data-date="2025-02-01"]')).not.toHaveAttribute('data-invalid');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { initialValues: { '2025-02-01': DAY }, saving: true },
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals);
    const footer = footerOf(dialog);
    await expect(
      footer.getByRole('button', { name: prayerText(globals, 'prayer.dialog.save') }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      footer.getByRole('button', { name: prayerText(globals, 'prayer.dialog.cancel') }),
    ).toBeDisabled();
  },
};

export const ServerRefusal: Story = {
  args: { initialValues: { '2025-02-01': DAY }, serverError: { id: 'prayer.error.savePrayers' } },
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals);
    await expect(dialog.querySelector('.prayer-add__error')).toHaveAttribute('role', 'alert');
    await expect(dialog.querySelector('.prayer-add__error')).toHaveTextContent(
      prayerText(globals, 'prayer.error.savePrayers'),
    );
  },
};

/** The screens where the review found Maghrib and Isha cut: a 1440 px desktop and a 390 px phone. */
const SCREENS = {
  viewport: {
    options: {
      desktop1440: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
    },
  },
} as const;

export const OnADesktop: Story = {
  parameters: SCREENS,
  globals: { viewport: { value: 'desktop1440', isRotated: false } },
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals);
    await expect(window.innerWidth).toBe(1440);
    // Nothing hangs below the dialog: what does not fit scrolls inside its body.
    await expect(dialog.scrollHeight).toBeLessThanOrEqual(dialog.clientHeight + 1);
    // Every column is in view: the table is not wider than its box.
    const table = dialog.querySelector<HTMLElement>('.prayer-add__scroll');
    await expect(table?.scrollWidth).toBeLessThanOrEqual(table?.clientWidth ?? 0);
    const isha = partOf(dialog, 'thead').getByRole('columnheader', {
      name: prayerText(globals, 'prayer.name.isha'),
    });
    const box = dialog.getBoundingClientRect();
    const header = isha.getBoundingClientRect();
    await expect(header.left).toBeGreaterThanOrEqual(box.left);
    await expect(header.right).toBeLessThanOrEqual(box.right);
  },
};

export const OnAPhone: Story = {
  parameters: SCREENS,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals);
    await expect(window.innerWidth).toBe(390);
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(390);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    // Save is in view without scrolling the month, and stays there after scrolling to its end.
    const save = footerOf(dialog).getByRole('button', { name: prayerText(globals, 'prayer.dialog.save') });
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    dialog.querySelector('.ui-dialog__body')?.scrollTo({ top: 100_000 });
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
