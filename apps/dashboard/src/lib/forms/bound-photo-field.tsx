import { checkImageFile } from '@minbar/domain/input/image-file';
import { FieldFrame, useFieldIds } from '@minbar/ui/field/field-frame';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useBoundField } from './fields';
import './bound-photo-field.css';

export interface BoundPhotoFieldProps {
  label: ReactNode;
  /** What to choose (a new item's photo) or that leaving it keeps the stored one (an edit). */
  hint: string;
  /** The preview's text for the new file, and for the stored photo. */
  previewAlt: string;
  currentAlt: string;
  file: File | null;
  /** Called before the form sees the new name, so its check reads the new file. */
  onFile: (file: File | null) => void;
  /** The photo the item has now (edit). */
  storedUrl: string | null;
  required: boolean;
}

/**
 * A photo for the surrounding form.AppField: a file input bound to the form by the chosen file's name,
 * so the image rule (an image, at most 5 MB, required on add) is one more rule of the form and a
 * refused submit can focus it; with a preview of the new image or the stored one.
 */
export function BoundPhotoField({
  label,
  hint,
  previewAlt,
  currentAlt,
  file,
  onFile,
  storedUrl,
  required,
}: BoundPhotoFieldProps) {
  const bound = useBoundField();
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
    <div className="photo-field">
      <FieldFrame
        slot="file-field"
        ids={ids}
        label={label}
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
          className="photo-field__file"
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
          className="photo-field__preview"
          src={shown}
          alt={preview ? previewAlt : currentAlt}
          width={160}
          height={100}
        />
      ) : null}
    </div>
  );
}
