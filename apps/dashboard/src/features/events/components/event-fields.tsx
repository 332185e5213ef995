import { FieldFrame, useFieldIds } from '@minbar/ui/field/field-frame';
import { useEffect, useMemo } from 'react';
import { useBoundField } from '../../../lib/forms/fields';
import { useEventsT } from '../events-intl';

/**
 * The photo: a file input bound to the form by the chosen file's name (so "required on add" is one more
 * rule of the form and a refused submit can focus it), with a preview of the new or the stored photo.
 */
export function PhotoField({
  file,
  onFile,
  storedUrl,
  required,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  /** The photo the event has now (edit). */
  storedUrl: string | null;
  required: boolean;
}) {
  const t = useEventsT();
  const bound = useBoundField();
  const hint = required ? t('events.form.photoHint') : t('events.form.photoKeepHint');
  const ids = useFieldIds({ description: hint, error: bound.error });
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? storedUrl;
  return (
    <div className="events-form__photo">
      <FieldFrame
        slot="file-field"
        ids={ids}
        label={t('events.form.photo')}
        description={hint}
        error={bound.error}
        required={required}
      >
        <input
          id={ids.inputId}
          ref={bound.ref}
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="events-form__file"
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          onChange={(change) => {
            const chosen = change.target.files?.[0] ?? null;
            onFile(chosen);
            bound.onChange(chosen?.name ?? '');
          }}
          onBlur={bound.onBlur}
        />
      </FieldFrame>
      {shown ? (
        <img
          className="events-form__preview"
          src={shown}
          alt={preview ? t('events.form.photoPreview') : t('events.form.photoCurrent')}
          width={160}
          height={100}
        />
      ) : null}
    </div>
  );
}

/** Active or canceled (edit only): a canceled event stays listed, marked, and takes no bookings. */
export function StatusField() {
  const t = useEventsT();
  const bound = useBoundField();
  return (
    <fieldset className="events-form__status">
      <legend>{t('events.form.status')}</legend>
      {(['active', 'canceled'] as const).map((status, index) => (
        <label key={status} className="events-form__radio">
          <input
            ref={index === 0 ? bound.ref : undefined}
            type="radio"
            name="status"
            value={status}
            checked={bound.value === status}
            onChange={() => bound.onChange(status)}
            onBlur={bound.onBlur}
          />
          {status === 'active' ? t('events.status.active') : t('events.status.canceled')}
        </label>
      ))}
    </fieldset>
  );
}
