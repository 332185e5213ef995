import { TimeField, type TimeFieldProps } from '@minbar/ui/time-field/time-field';
import { useBoundField } from '../../../lib/forms/fields';

/** @minbar/ui's TimeField bound to the surrounding form.AppField, its message shown as the form's fields do. */
export function BoundTimeField(props: Omit<TimeFieldProps, 'name' | 'value' | 'onChange' | 'error'>) {
  const { name, value, onChange, error } = useBoundField();
  return <TimeField {...props} name={name} value={value} onChange={onChange} error={error} />;
}
