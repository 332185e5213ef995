import { TextAreaField as UiTextAreaField } from '@minbar/ui/text-area-field/text-area-field';
import { type BoundProps, useBoundField } from './fields';

/**
 * @minbar/ui's TextAreaField bound to the surrounding form.AppField. It lives apart from the other
 * fields because only the dashboard's areas ask for long texts: the account pages' form hook
 * (account-form.tsx) leaves it out, and the widget with it, of the sign-in page.
 */
export function TextAreaField(props: BoundProps<Parameters<typeof UiTextAreaField>[0]>) {
  const { ref, ...bound } = useBoundField();
  return <UiTextAreaField {...props} {...bound} inputRef={ref} />;
}
