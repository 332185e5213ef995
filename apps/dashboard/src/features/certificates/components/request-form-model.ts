import type { CertificateRequest } from '@minbar/api/schemas/certificates';
import {
  checkRequestForm,
  emptyRequestForm,
  type RequestFormValues,
  type RequestPayload,
  requestFormValuesOf,
  toRequestPayload,
} from '@minbar/domain/certificates/request-form';
import * as v from 'valibot';

export type RequestFormMode = 'create' | 'edit';

/** The form's values as typed (every field text), as the form hook takes them. */
export type RequestDialogValues = RequestFormValues & Record<string, string>;

/**
 * The form's starting values: a new request has no type yet (the form asks for it first), an edit
 * starts from the stored request. The key order is the order a refused submit looks for its first
 * bad field in: the type, then the fields in the order the form shows them.
 */
export function initialRequestValues(stored?: CertificateRequest): RequestDialogValues {
  const values = stored ? requestFormValuesOf(stored) : { ...emptyRequestForm(), request_type: '' };
  return { ...values };
}

/**
 * The form's check: the domain's request rules with the mosque's `today` (no marriage or shahada
 * after it), each issue on its field as '<field>:<code>'; a valid form becomes the payload the server
 * receives (phone and id number normalised, the fields the type does not ask for left out).
 */
export function requestFormSchema(today: string | null) {
  const shape = Object.fromEntries(Object.keys(emptyRequestForm()).map((name) => [name, v.string()]));
  return v.pipe(
    v.object(shape),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value as unknown as RequestFormValues;
      for (const [field, issue] of Object.entries(checkRequestForm(values, today))) {
        addIssue({
          message: `${field}:${issue}`,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: dataset.value,
              key: field,
              value: values[field as keyof RequestFormValues],
            },
          ],
        });
      }
    }),
    v.transform((values): RequestPayload => toRequestPayload(values as unknown as RequestFormValues)),
  ) as unknown as v.GenericSchema<RequestDialogValues, RequestPayload>;
}
