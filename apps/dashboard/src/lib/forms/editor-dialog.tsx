import type { DialogProps } from '@minbar/ui/dialog/dialog';
import { FormDialog } from '@minbar/ui/dialog/form-dialog';
import { type ComponentType, type ReactNode, useId } from 'react';
import type { IssueMessage, ServerFieldErrors } from './form-context';
import { FormElement } from './form-element';
import { useDiscardGuard } from './unsaved-changes';

export interface EditorDialogProps {
  /** The useAppForm form the dialog holds. */
  form: { AppForm: ComponentType<{ children?: ReactNode }> };
  /** The dialog's title, which also names the form. */
  title: string;
  description?: ReactNode;
  size?: DialogProps['size'];
  /** Whether anything was typed or chosen since the dialog opened (or last saved). */
  changed: boolean;
  /** Closes the dialog; with changes the user is asked to discard them first. */
  onClose: () => void;
  /** While saving: the form is busy, Save spins and the dialog cannot be dismissed. */
  saving?: boolean | undefined;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  /** Shown before the buttons (an edit's "Unsaved changes"); nothing when absent. */
  footerNote?: ReactNode;
  /** The form element's class. */
  className?: string;
  issueMessage?: IssueMessage | undefined;
  serverErrors?: ServerFieldErrors | undefined;
  children: ReactNode;
}

/**
 * The dialog of an add or edit form: ui's FormDialog around a FormElement, closed through the
 * discard guard, so every editor asks before losing typed values and stays open while it saves.
 */
export function EditorDialog(props: EditorDialogProps) {
  const formId = useId();
  const discard = useDiscardGuard(props.changed, props.onClose);
  return (
    <>
      <FormDialog
        // The discard question opens over the form, so its values and open tab stay as they are.
        open={!discard.asking}
        onOpenChange={(open) => {
          if (!open) discard.requestClose();
        }}
        title={props.title}
        description={props.description}
        size={props.size}
        formId={formId}
        busy={props.saving ?? false}
        submitLabel={props.submitLabel}
        cancelLabel={props.cancelLabel}
        footerNote={props.footerNote}
      >
        <props.form.AppForm>
          <FormElement
            id={formId}
            aria-label={props.title}
            className={props.className}
            busy={props.saving}
            issueMessage={props.issueMessage}
            serverErrors={props.serverErrors}
          >
            {props.children}
          </FormElement>
        </props.form.AppForm>
      </FormDialog>
      {discard.confirmation}
    </>
  );
}
