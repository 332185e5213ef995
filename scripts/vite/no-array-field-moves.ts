/*
 * Stands in for @tanstack/form-core's metaHelper.js in the dashboard's build. It keeps each field's
 * state in step when items of an array value are inserted, removed, swapped or moved; the dashboard's
 * forms hold strings only (lib/forms/app-form.tsx types their values as Record<string, string>), so
 * those moves never happen and their 0.5 KiB gz need not sit on the sign-in page. What every form
 * uses is kept as it is: the default field state, and the array version a reset bumps (only for array
 * values, which the forms do not have). A move fails loudly here instead of silently misbehaving.
 */
type FieldMeta = Record<string, unknown> & { _arrayVersion?: number };

interface MetaFormApi {
  getFieldMeta(field: string): FieldMeta | undefined;
  setFieldMeta(field: string, meta: FieldMeta): void;
}

export const defaultFieldMeta = {
  isValidating: false,
  isTouched: false,
  isBlurred: false,
  isDirty: false,
  isPristine: true,
  isValid: true,
  isDefaultValue: true,
  errors: [],
  errorMap: {},
  errorSourceMap: {},
  _arrayVersion: 0,
  _pendingValidationsCount: 0,
};

function notIncluded(): never {
  throw new Error('TanStack Form array field moves are stubbed out by scripts/vite/no-array-field-moves.ts');
}

export function metaHelper(formApi: MetaFormApi) {
  return {
    bumpArrayVersion(field: string) {
      const currentMeta = formApi.getFieldMeta(field) ?? defaultFieldMeta;
      formApi.setFieldMeta(field, { ...currentMeta, _arrayVersion: (currentMeta._arrayVersion || 0) + 1 });
    },
    handleArrayMove: notIncluded,
    handleArrayRemove: notIncluded,
    handleArraySwap: notIncluded,
    handleArrayInsert: notIncluded,
  };
}
