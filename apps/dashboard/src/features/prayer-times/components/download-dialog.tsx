import { FormDialog } from '@minbar/ui/dialog/form-dialog';
import { Select } from '@minbar/ui/select/select';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { useAppForm } from '../../../lib/forms/app-form';
import { FormElement } from '../../../lib/forms/form-element';
import { usePrayerT } from '../prayer-intl';
import { useCityName } from '../use-city-name';

export interface DownloadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The last ten years, newest first. */
  years: number[];
  city: string;
  onDownload: (year: number) => void;
  downloading?: boolean;
}

/** The form's schema: one of the years offered, as a number. */
export function downloadFormSchema(years: readonly number[]) {
  return v.object({
    year: v.pipe(v.picklist(years.map(String)), v.transform(Number)),
  });
}

/** Download: a year select; the file is saved as prayer_times_{year}.csv. */
export function DownloadDialog(props: DownloadDialogProps) {
  const t = usePrayerT();
  const cityName = useCityName();
  const formId = useId();
  const [schema] = useState(() => downloadFormSchema(props.years));
  const form = useAppForm({
    schema,
    defaultValues: { year: String(props.years[0] ?? '') },
    onSubmit: ({ year }) => props.onDownload(year),
  });
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('prayer.downloadDialog.title')}
      description={t('prayer.downloadDialog.description', { city: cityName(props.city) })}
      formId={formId}
      busy={props.downloading ?? false}
      cancelLabel={t('prayer.dialog.cancel')}
      submitLabel={t('prayer.downloadDialog.submit')}
    >
      <form.AppForm>
        <FormElement id={formId} busy={props.downloading ?? false}>
          <form.AppField name="year">
            {(field) => (
              <Select
                label={t('prayer.downloadDialog.year')}
                name={field.name}
                value={field.state.value}
                onValueChange={field.handleChange}
                options={props.years.map((option) => ({ value: String(option), label: String(option) }))}
              />
            )}
          </form.AppField>
        </FormElement>
      </form.AppForm>
    </FormDialog>
  );
}
