import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { Select } from '@minbar/ui/select/select';
import { useState } from 'react';
import { usePrayerT } from '../prayer-intl';
import { useCityName } from '../use-city-name';

export interface DownloadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The last ten years, newest first (spec part 1 §9). */
  years: number[];
  city: string;
  onDownload: (year: number) => void;
  downloading?: boolean;
}

/** Download (spec part 1 §2): a year select; the file is saved as prayer_times_{year}.csv. */
export function DownloadDialog(props: DownloadDialogProps) {
  const t = usePrayerT();
  const cityName = useCityName();
  const [year, setYear] = useState(String(props.years[0] ?? ''));
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!props.downloading) props.onOpenChange(open);
      }}
      title={t('prayer.downloadDialog.title')}
      description={t('prayer.downloadDialog.description', { city: cityName(props.city) })}
      footer={
        <>
          <Button variant="secondary" disabled={props.downloading} onClick={() => props.onOpenChange(false)}>
            {t('prayer.dialog.cancel')}
          </Button>
          <Button loading={props.downloading} onClick={() => props.onDownload(Number(year))}>
            {t('prayer.downloadDialog.submit')}
          </Button>
        </>
      }
    >
      <Select
        label={t('prayer.downloadDialog.year')}
        value={year}
        onValueChange={setYear}
        options={props.years.map((option) => ({ value: String(option), label: String(option) }))}
      />
    </Dialog>
  );
}
