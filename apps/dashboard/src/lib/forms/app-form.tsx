/**
 * The dashboard's one way to build a form: TanStack Form, checked by the same valibot schema the
 * client and the server parse with (TanStack Form reads it through Standard Schema).
 *
 * ```tsx
 * const form = useAppForm({
 *   schema: signInSchema,                      // a domain schema whose messages are issue codes
 *   defaultValues: { email: '', password: '' }, // its input; the key order is the focus order
 *   onSubmit: (values) => signIn(values),       // the schema's output (trimmed...), only when valid
 *   onChange: (values) => keepDraft(values),    // optional: every change, with the raw values
 * });
 * return ( // FormElement from ./form-element
 *   <form.AppForm>
 *     <FormElement aria-labelledby={titleId} busy={pending} serverErrors={fieldErrors}>
 *       <form.AppField name="email">{(field) => <field.TextField label={t('email')} />}</form.AppField>
 *       <Button type="submit">…</Button>
 *     </FormElement>
 *   </form.AppForm>
 * );
 * ```
 *
 * - Fields: `field.TextField`, `field.PasswordField`, `field.TextAreaField` take @minbar/ui's props
 *   less name, value, onChange and error, which the form supplies.
 * - Messages: a field's check shows once the field was left or a submit was tried, and updates as
 *   the user types. Issue codes are worded by FormElement's `issueMessage` (the app's shared
 *   codes by default: `issueMessage` of lib/feedback); an unknown code reads "This field is required".
 * - Refusals: a refused submit (client or server) focuses the first invalid field, revealing it first
 *   (MultiLanguageForm opens its tab). Values are never cleared by a refusal.
 * - Server: `fieldErrorsOfResponse(error)` turns a 422 `{detail: [{loc, msg, type}]}` (already read
 *   by @minbar/api into `fieldErrors`) into `serverErrors` for FormElement; each message stays until
 *   its field is edited.
 * - State for a caller: `form.state.values`, `useStore(form.store, (s) => s.isDirty)`, `form.reset()`.
 */
import { isApiError } from '@minbar/api/errors';
import { createFormHook } from '@tanstack/react-form';
import * as v from 'valibot';
import { fieldFeedback } from '../feedback';
import { PasswordField, TextAreaField, TextField } from './fields';
import {
  type FieldMessage,
  fieldContext,
  formContext,
  type IssueMessage,
  type ServerFieldErrors,
} from './form-context';

const { useAppForm: useTanStackAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, PasswordField, TextAreaField },
  formComponents: {},
});

export interface AppFormOptions<TValues extends Record<string, string>, TOutput> {
  schema: v.GenericSchema<TValues, TOutput>;
  defaultValues: TValues;
  /** Called with the schema's output once the values pass it. */
  onSubmit: (values: TOutput) => void | Promise<void>;
  /** Called with every value the user changes (a caller keeping drafts, or clearing a notice). */
  onChange?: (values: TValues) => void;
}

export function useAppForm<TValues extends Record<string, string>, TOutput>({
  schema,
  defaultValues,
  onSubmit,
  onChange,
}: AppFormOptions<TValues, TOutput>) {
  return useTanStackAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmit: ({ value }) => onSubmit(v.parse(schema, value)),
    listeners: { onChange: ({ formApi }) => onChange?.(formApi.state.values) },
  });
}

export interface FieldErrorsOptions {
  /** Words the server's issue codes; fieldFeedback's shared codes, then the server's text, by default. */
  issueMessage?: IssueMessage;
  /** Server field names that the form calls otherwise (`new_password` -> `password`). */
  rename?: Record<string, string>;
}

/** The server's field errors of a refused call, keyed by the form's field names (empty for others). */
export function fieldErrorsOfResponse(error: unknown, options: FieldErrorsOptions = {}): ServerFieldErrors {
  const out: Record<string, FieldMessage> = {};
  if (!isApiError(error)) return out;
  for (const [field, fieldError] of Object.entries(error.fieldErrors)) {
    out[options.rename?.[field] ?? field] =
      options.issueMessage?.(fieldError.code) ?? fieldFeedback(fieldError);
  }
  return out;
}
