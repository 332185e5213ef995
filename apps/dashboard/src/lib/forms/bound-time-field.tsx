import { TimeField, type TimeFieldProps } from '@minbar/ui/time-field/time-field';
import { useBoundField } from './fields';

/** @minbar/ui's TimeField bound to the surrounding form.AppField, its message shown as the form's fields do. */
export function BoundTimeField(
  props: Omit<TimeFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'onBlur' | 'controlRef'>,
) {
  const { ref, name, value, onChange, onBlur, error } = useBoundField();
  // A field the form has no default for (a day not typed yet) has no value until it is typed in.
  return (
    <TimeField
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
