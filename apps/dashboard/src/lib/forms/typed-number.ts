import * as v from 'valibot';

/**
 * A number typed into a text box (so a half-typed '12.' stays as typed): required, trimmed, read as a
 * number, then checked by the domain's rule for that field. `required` is the code of a blank box.
 */
export const typedNumber = <TRule extends v.GenericSchema<number, number>>(
  rule: TRule,
  required = 'field.required',
) => v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.transform(Number), rule);
