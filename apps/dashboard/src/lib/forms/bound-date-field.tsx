import { DateField, type DateFieldProps } from '@minbar/ui/date-field/date-field';
import { useBoundField } from './fields';

/** @minbar/ui's DateField bound to the surrounding form.AppField, its message shown as the form's fields do. */
export function BoundDateField(
  props: Omit<DateFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'onBlur' | 'controlRef'>,
) {
  const { ref, name, value, onChange, onBlur, error } = useBoundField();
  return (
    <DateField
      {...props}
      name={name}
      value={value ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      controlRef={ref}
    />
  );
}
