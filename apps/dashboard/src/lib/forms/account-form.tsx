import { createFormHook } from '@tanstack/react-form';
import * as v from 'valibot';
import { PasswordField, TextField } from './fields';
import { fieldContext, formContext } from './form-context';

/**
 * The form hook with the fields every form may use, text and password. The account pages build their
 * forms on it (`useAccountForm`), so the sign-in page carries no other field; the dashboard's
 * `useAppForm` (app-form.tsx) extends it with the text area. Both behave alike in every other way.
 */
export const textFieldsFormHook = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, PasswordField },
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

/** The options of `useAppForm` and `useAccountForm` as TanStack Form takes them. */
export function tanStackFormOptions<TValues extends Record<string, string>, TOutput>({
  schema,
  defaultValues,
  onSubmit,
  onChange,
}: AppFormOptions<TValues, TOutput>) {
  return {
    defaultValues,
    validators: { onChange: schema },
    onSubmit: ({ value }: { value: TValues }) => onSubmit(v.parse(schema, value)),
    listeners: {
      onChange: ({ formApi }: { formApi: { state: { values: TValues } } }) =>
        onChange?.(formApi.state.values),
    },
  };
}

/** `useAppForm` (app-form.tsx) for the account pages: `field.TextField` and `field.PasswordField` only. */
export function useAccountForm<TValues extends Record<string, string>, TOutput>(
  options: AppFormOptions<TValues, TOutput>,
) {
  return textFieldsFormHook.useAppForm(tanStackFormOptions(options));
}
