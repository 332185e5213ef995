import { FieldFrame, useFieldIds } from '@minbar/ui/field/field-frame';
import { NativeSelect } from '@minbar/ui/select/native-select';
import { useBoundField } from './fields';

/**
 * A short list of choices bound to the surrounding form.AppField, in the field frame of the text
 * fields: the kit's NativeSelect, for its unchoosable placeholder and its validation state.
 */
export function BoundSelect({
  label,
  placeholder,
  options,
  disabled,
}: {
  label: string;
  /** The unchosen state's text: the field starts on it and cannot go back to it; none for a field always chosen. */
  placeholder?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  disabled?: boolean;
}) {
  const { ref, name, value, error, onChange, onBlur } = useBoundField();
  const ids = useFieldIds({ error });
  return (
    <FieldFrame slot="select-field" ids={ids} label={label} disabled={disabled} error={error}>
      <NativeSelect
        ref={ref}
        id={ids.inputId}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}
