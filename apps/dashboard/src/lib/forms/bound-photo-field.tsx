import { checkImageFile } from '@minbar/domain/input/image-file';
import { Button } from '@minbar/ui/button/button';
import { FieldFrame, useFieldIds } from '@minbar/ui/field/field-frame';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useT } from '../i18n';
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
  const t = useT();
  const bound = useBoundField();
  const input = useRef<HTMLInputElement | null>(null);
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
        {/*
         * The browser's own file button speaks the browser's language: ours says the same in the
         * page's. The input stays, hidden, for the label and the files it receives.
         */}
        <input
          id={ids.inputId}
          ref={input}
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          tabIndex={-1}
          className="visually-hidden"
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          onChange={(change) => {
            const chosen = change.target.files?.[0] ?? null;
            onFile(chosen);
            bound.onChange(chosen?.name ?? '');
            // The image rule speaks as soon as a file is chosen, not only on submit.
            bound.onBlur();
          }}
        />
        <div className="photo-field__choose">
          <Button
            ref={bound.ref}
            variant="secondary"
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid || undefined}
            onClick={() => input.current?.click()}
            onBlur={bound.onBlur}
          >
            {file ? t('forms.photo.chooseAnother') : t('forms.photo.choose')}
          </Button>
          <span className="photo-field__chosen">
            {file ? t('forms.photo.chosen', { fileName: isolateText(file.name) }) : t('forms.photo.none')}
          </span>
        </div>
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
