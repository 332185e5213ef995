import { fieldIssues } from '@minbar/domain/access/credentials';
import { useState } from 'react';
import * as v from 'valibot';
import { type Feedback, issuesFeedback } from './feedback';

/**
 * A form's values and its client-side messages. Messages appear after the first submit attempt and
 * a field's message goes away as soon as the user edits that field.
 */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, Feedback>>({});

  const change = (name: keyof T & string, onEdit?: (name: string) => void) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
    onEdit?.(name);
  };

  /** Parses with a domain schema; on failure shows the messages and returns null. */
  const validate = <S extends v.GenericSchema>(schema: S): v.InferOutput<S> | null => {
    const result = v.safeParse(schema, values);
    if (result.success) {
      setErrors({});
      return result.output;
    }
    setErrors(issuesFeedback(fieldIssues(result.issues)));
    return null;
  };

  return { values, errors, change, validate };
}
