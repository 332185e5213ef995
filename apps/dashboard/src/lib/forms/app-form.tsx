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
 *   less name, value, onChange and error, which the form supplies. The account pages use
 *   `useAccountForm` (./account-form), the same form without the text area, which keeps that widget
 *   off the sign-in page.
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
import { type AppFormOptions, tanStackFormOptions, textFieldsFormHook } from './account-form';
import { TextAreaField } from './text-area-field';

export type { AppFormOptions } from './account-form';
export { type FieldErrorsOptions, fieldErrorsOfResponse } from './field-errors';

const { useAppForm: useTanStackAppForm } = textFieldsFormHook.extendForm({
  fieldComponents: { TextAreaField },
  formComponents: {},
});

export function useAppForm<TValues extends Record<string, string>, TOutput>(
  options: AppFormOptions<TValues, TOutput>,
) {
  return useTanStackAppForm(tanStackFormOptions(options));
}
