import { createFormHookContexts } from '@tanstack/react-form';
import { createContext, useContext } from 'react';

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/**
 * A message under a field: a message id of the app or of the form's area (with its values), or a
 * server text the app has no translation for. lib/feedback's Feedback is one of these.
 */
export type FieldMessage = { id: string; values?: Record<string, string | number> } | { text: string };

/** Turns a domain issue code ('field.required', 'fatwa.too_long') into a message; null when unknown. */
export type IssueMessage = (code: string) => FieldMessage | null;

/** Server messages under fields, keyed by the form's field names. */
export type ServerFieldErrors = Partial<Record<string, FieldMessage>>;

/**
 * What a FormElement shares with its fields: how to word issue codes, the server's messages still
 * standing (each goes when its field is edited), and where each field's control is, so a refused
 * submit can bring the first invalid one into view and focus it.
 */
export interface FormElementContextValue {
  issueMessage: IssueMessage;
  serverErrors: ServerFieldErrors;
  clearServerError: (name: string) => void;
  /** A field's ref callback: records its control and takes a focus that waited for it to mount. */
  registerControl: (name: string, element: HTMLElement | null) => void;
  /** Called with the field to show before it is focused (a tabbed form opens the tab holding it). */
  addRevealer: (reveal: (name: string) => void) => () => void;
}

export const FormElementContext = createContext<FormElementContextValue | null>(null);

export function useFormElementContext(): FormElementContextValue {
  const value = useContext(FormElementContext);
  if (!value) throw new Error('A form field must be rendered inside a FormElement');
  return value;
}
