import { downloadYears } from '@minbar/domain/prayer/calendar';
import { DownloadDialog } from '../components/download-dialog';
import { downloadFailure } from '../error-messages';
import { useDownloadYear } from '../queries/use-download-year';
import { usePrayerToast } from '../use-prayer-feedback';

export interface DownloadDialogContainerProps {
  /** The mosque's today, which sets the years offered. */
  today: string;
  city: string;
  onClose: () => void;
}

/** Download a year as CSV, with its request; a failure toasts and leaves the dialog open. */
export function DownloadDialogContainer({ today, city, onClose }: DownloadDialogContainerProps) {
  const downloadYear = useDownloadYear();
  const toast = usePrayerToast();
  return (
    <DownloadDialog
      open
      onOpenChange={(open) => !open && onClose()}
      years={downloadYears(today)}
      city={city}
      downloading={downloadYear.isPending}
      onDownload={(year) =>
        downloadYear.mutate(
          { year, city },
          {
            onSuccess: () => {
              toast.success({ id: 'prayer.success.downloadCompleted' });
              onClose();
            },
            onError: (failure) => toast.failure(downloadFailure(failure)),
          },
        )
      }
    />
  );
}
