/*
 * Stands in for @tanstack/react-form's group modules (useFormGroup.js, useFieldGroup.js) in the
 * apps' builds. useForm attaches a `form.FormGroup` component to every form and createFormHook a
 * `withFieldGroup` helper, so their 5 KiB gz (FormGroupApi, FieldGroupApi and their hooks) reach
 * the sign-in page although the product builds no form groups (lib/forms never offers them; a
 * form whose parts repeat is one schema with MultiLanguageFields). A call fails loudly here, in
 * development as in a build, instead of silently misbehaving.
 */
function notIncluded(name: string): never {
  throw new Error(`${name} is stubbed out by scripts/vite/no-form-groups.ts`);
}

export function FormGroup(): never {
  return notIncluded('TanStack Form FormGroup');
}

export function useFormGroup(): never {
  return notIncluded('TanStack Form useFormGroup');
}

export function useFieldGroup(): never {
  return notIncluded('TanStack Form useFieldGroup');
}
