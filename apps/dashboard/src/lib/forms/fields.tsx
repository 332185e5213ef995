import { PasswordField as UiPasswordField } from '@minbar/ui/password-field/password-field';
import {
  TextField as UiTextField,
  type TextFieldProps as UiTextFieldProps,
} from '@minbar/ui/text-field/text-field';
import { useStore } from '@tanstack/react-form';
import { useIntl } from 'react-intl';
import { type FieldMessage, useFieldContext, useFormElementContext } from './form-context';

/** The message every unknown issue code falls back to, as the forms have always done. */
const FALLBACK_ISSUE: FieldMessage = { id: 'validation.field.required' };

/** The first issue code of a field's client-side check (a valibot issue's message is its code). */
function firstIssueCode(errors: readonly unknown[]): string | null {
  for (const error of errors) {
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
      return error.message;
    }
  }
  return null;
}

/**
 * The bound field's value, change and blur handlers, its ref callback and the message to show: the
 * server's message until the field is edited, else the client check's, once the field was left
 * (touched) or a submit was attempted.
 */
export function useBoundField() {
  const field = useFieldContext<string>();
  const context = useFormElementContext();
  const intl = useIntl();
  const submissionAttempts = useStore(field.form.store, (state) => state.submissionAttempts);
  const value = useStore(field.store, (state) => state.value);
  const meta = useStore(field.store, (state) => state.meta);

  const server = context.serverErrors[field.name];
  const code = firstIssueCode(meta.errors);
  const shown = meta.isBlurred || submissionAttempts > 0;
  const feedback = server ?? (shown && code !== null ? (context.issueMessage(code) ?? FALLBACK_ISSUE) : null);

  return {
    name: field.name,
    value,
    error: feedback
      ? 'text' in feedback
        ? feedback.text
        : intl.formatMessage({ id: feedback.id }, feedback.values)
      : undefined,
    onChange: (next: string) => {
      context.clearServerError(field.name);
      field.handleChange(next);
    },
    onBlur: () => {
      field.handleBlur();
      // A field left untouched has not been checked yet (checks run on change): check it now.
      void field.form.validate('change');
    },
    ref: (element: HTMLElement | null) => context.registerControl(field.name, element),
  };
}

/** A @minbar/ui field's props less those the bound form supplies. */
export type BoundProps<P> = Omit<P, 'name' | 'value' | 'onChange' | 'error' | 'onBlur' | 'inputRef'>;

/** @minbar/ui's TextField bound to the surrounding form.AppField. */
export function TextField(props: BoundProps<UiTextFieldProps>) {
  const { ref, ...bound } = useBoundField();
  return <UiTextField {...props} {...bound} inputRef={ref} />;
}

/** @minbar/ui's PasswordField bound to the surrounding form.AppField. */
export function PasswordField(props: BoundProps<Parameters<typeof UiPasswordField>[0]>) {
  const { ref, ...bound } = useBoundField();
  return <UiPasswordField {...props} {...bound} inputRef={ref} />;
}
