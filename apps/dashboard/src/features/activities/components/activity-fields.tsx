import { checkImageFile } from '@minbar/domain/input/image-file';
import { FieldFrame, useFieldIds } from '@minbar/ui/field/field-frame';
import { useEffect, useMemo } from 'react';
import { useBoundField } from '../../../lib/forms/fields';
import { useActivitiesT } from '../activities-intl';

/**
 * The photo: a file input bound to the form by the chosen file's name, so the image rule (an image,
 * at most 5 MB, required on add) is one more rule of the form and a refused submit can focus it; with
 * a preview of the new image or the stored one.
 */
export function PhotoField({
  file,
  onFile,
  storedUrl,
  required,
}: {
  file: File | null;
  /** Called before the form sees the new name, so its check reads the new file. */
  onFile: (file: File | null) => void;
  /** The photo the activity has now (edit). */
  storedUrl: string | null;
  required: boolean;
}) {
  const t = useActivitiesT();
  const bound = useBoundField();
  const hint = required ? t('activities.form.photoHint') : t('activities.form.photoKeepHint');
  const ids = useFieldIds({ description: hint, error: bound.error });
  // A file that is not an image has nothing to preview.
  const previewable = file !== null && checkImageFile(file) !== 'not_an_image';
  const preview = useMemo(
    () => (file && previewable ? URL.createObjectURL(file) : null),
    [file, previewable],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (file ? null : storedUrl);
  return (
    <div className="activities-form__photo">
      <FieldFrame
        slot="file-field"
        ids={ids}
        label={t('activities.form.photo')}
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
          className="activities-form__file"
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          onChange={(change) => {
            const chosen = change.target.files?.[0] ?? null;
            onFile(chosen);
            bound.onChange(chosen?.name ?? '');
            // The image rule speaks as soon as a file is chosen, not only on submit.
            bound.onBlur();
          }}
          onBlur={bound.onBlur}
        />
      </FieldFrame>
      {shown ? (
        <img
          className="activities-form__preview"
          src={shown}
          alt={preview ? t('activities.form.photoPreview') : t('activities.form.photoCurrent')}
          width={160}
          height={100}
        />
      ) : null}
    </div>
  );
}
