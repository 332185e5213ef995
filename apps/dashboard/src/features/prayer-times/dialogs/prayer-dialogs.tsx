import { lazy, Suspense } from 'react';
import type { PrayerDialog } from '../routes/prayer-screen-state';

/*
 * Each dialog, with its form and its save, loads when it is first opened: the screen's chunk carries
 * none of them. The import also brings papaparse.
 */
const AddPrayersDialogContainer = lazy(() =>
  import('./add-prayers-dialog-container').then((m) => ({ default: m.AddPrayersDialogContainer })),
);
const IqamaDialogContainer = lazy(() =>
  import('./iqama-dialog-container').then((m) => ({ default: m.IqamaDialogContainer })),
);
const EditPrayerDialogContainer = lazy(() =>
  import('./edit-prayer-dialog-container').then((m) => ({ default: m.EditPrayerDialogContainer })),
);
const DeleteDialogContainer = lazy(() =>
  import('./delete-dialog-container').then((m) => ({ default: m.DeleteDialogContainer })),
);
const DownloadDialogContainer = lazy(() =>
  import('./download-dialog-container').then((m) => ({ default: m.DownloadDialogContainer })),
);
const MosqueSettingsDialogContainer = lazy(() =>
  import('./mosque-settings-dialog-container').then((m) => ({ default: m.MosqueSettingsDialogContainer })),
);
const ImportDialog = lazy(() => import('../import/import-dialog').then((m) => ({ default: m.ImportDialog })));

export interface PrayerDialogsProps {
  dialog: PrayerDialog | null;
  today: string;
  city: string;
  /** The month on screen, where Add prayers opens. */
  shown: { year: number; month: number };
  selectedDate: string;
  onClose: () => void;
}

/** The one open dialog of the prayer-times screen, if any. */
export function PrayerDialogs({ dialog, today, city, shown, selectedDate, onClose }: PrayerDialogsProps) {
  if (!dialog) return null;
  return <Suspense fallback={null}>{renderDialog()}</Suspense>;

  function renderDialog() {
    switch (dialog?.kind) {
      case 'addPrayers':
        return (
          <AddPrayersDialogContainer year={shown.year} month={shown.month} city={city} onClose={onClose} />
        );
      case 'iqama':
        return (
          <IqamaDialogContainer
            setting={dialog.setting}
            selectedDate={selectedDate}
            city={city}
            onClose={onClose}
          />
        );
      case 'editPrayer':
        return <EditPrayerDialogContainer day={dialog.day} onClose={onClose} />;
      case 'delete':
        return <DeleteDialogContainer target={dialog.target} onClose={onClose} />;
      case 'download':
        return <DownloadDialogContainer today={today} city={city} onClose={onClose} />;
      case 'import':
        return (
          <ImportDialog open onOpenChange={(open) => !open && onClose()} city={city} onImported={onClose} />
        );
      case 'mosqueSettings':
        return <MosqueSettingsDialogContainer today={today} onClose={onClose} />;
      default:
        return null;
    }
  }
}
