import { type FormEvent, type FormHTMLAttributes, useEffect, useMemo, useRef, useState } from 'react';
import { issueMessage as appIssueMessage } from '../feedback';
import {
  FormElementContext,
  type FormElementContextValue,
  type IssueMessage,
  type ServerFieldErrors,
  useFormContext,
} from './form-context';

export interface FormElementProps
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'children'> {
  /** Words the issue codes of this form's schema; the app's shared codes by default. */
  issueMessage?: IssueMessage;
  /**
   * The server's refusal mapped onto fields (see fieldErrorsOfResponse). Each shows under its field
   * until that field is edited; a new object replaces them all and focuses the first.
   */
  serverErrors?: ServerFieldErrors;
  /** A save is running: the form is marked busy and submitting sends nothing. */
  busy?: boolean;
  /** The form is finished (a password was reset): submitting sends nothing. */
  locked?: boolean;
  children: React.ReactNode;
}

const NO_SERVER_ERRORS: ServerFieldErrors = {};

/**
 * The <form> of a useAppForm form (render it inside form.AppForm). Submitting checks the schema; when
 * the check or the server refuses, the first invalid field (in the order of defaultValues) is
 * revealed and focused. Values are never reset here, so what was typed survives a refusal.
 */
export function FormElement({
  issueMessage = appIssueMessage,
  serverErrors: serverErrorsProp = NO_SERVER_ERRORS,
  busy = false,
  locked = false,
  children,
  ...formProps
}: FormElementProps) {
  const form = useFormContext();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>(serverErrorsProp);
  const controls = useRef(new Map<string, HTMLElement>());
  const revealers = useRef(new Set<(name: string) => void>());
  const pendingFocus = useRef<string | null>(null);

  const focusField = (name: string) => {
    pendingFocus.current = name;
    for (const reveal of revealers.current) reveal(name);
    const element = controls.current.get(name);
    if (element?.isConnected) {
      element.focus();
      if (document.activeElement === element) pendingFocus.current = null;
    }
  };

  const firstInvalid = (standing: ServerFieldErrors): string | undefined =>
    Object.keys(form.options.defaultValues ?? {}).find(
      (name) => standing[name] !== undefined || (form.getFieldMeta(name as never)?.errors.length ?? 0) > 0,
    );

  const latestFocus = useRef({ focusField, firstInvalid });
  latestFocus.current = { focusField, firstInvalid };

  useEffect(() => {
    // A caller may pass a fresh empty object on every render: that must not replace nothing with nothing.
    setServerErrors((current) =>
      Object.keys(current).length === 0 && Object.keys(serverErrorsProp).length === 0
        ? current
        : serverErrorsProp,
    );
    const { firstInvalid: first, focusField: focus } = latestFocus.current;
    const name = Object.keys(serverErrorsProp).length > 0 ? first(serverErrorsProp) : undefined;
    if (name) focus(name);
  }, [serverErrorsProp]);

  const context = useMemo<FormElementContextValue>(
    () => ({
      issueMessage,
      serverErrors,
      clearServerError: (name) =>
        setServerErrors((current) => {
          if (current[name] === undefined) return current;
          const { [name]: _edited, ...rest } = current;
          return rest;
        }),
      registerControl: (name, element) => {
        if (!element) {
          controls.current.delete(name);
          return;
        }
        controls.current.set(name, element);
        if (pendingFocus.current === name) {
          pendingFocus.current = null;
          element.focus();
        }
      },
      addRevealer: (reveal) => {
        revealers.current.add(reveal);
        return () => revealers.current.delete(reveal);
      },
    }),
    [issueMessage, serverErrors],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (busy || locked) return;
    await form.handleSubmit();
    const name = firstInvalid(serverErrors);
    if (name && !form.state.isSubmitSuccessful) focusField(name);
  };

  return (
    <FormElementContext.Provider value={context}>
      <form {...formProps} noValidate aria-busy={busy || undefined} onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </FormElementContext.Provider>
  );
}
