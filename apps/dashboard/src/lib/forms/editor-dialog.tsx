import type { DialogProps } from '@minbar/ui/dialog/dialog';
import { FormDialog } from '@minbar/ui/dialog/form-dialog';
import { type ComponentType, type ReactNode, useId } from 'react';
import type { IssueMessage, ServerFieldErrors } from './form-context';
import { FormElement } from './form-element';
import { useDiscardGuard } from './unsaved-changes';

/** What the caller of an add or edit dialog gives it, which the frame reads as it is. */
export interface EditorCall {
  /** Adding shows the create label; editing shows save, and notes unsaved changes. */
  mode: 'create' | 'edit';
  /** While saving: the form is busy, Save spins and the dialog cannot be dismissed. */
  saving?: boolean | undefined;
  /** Closes the dialog; with changes the user is asked to discard them first. */
  onClose: () => void;
  /** The server's refusals of single fields, shown under each. */
  serverErrors?: ServerFieldErrors | undefined;
}

export interface EditorDialogProps {
  /** The dialog's caller (its props): mode, saving, onClose and serverErrors. */
  editor: EditorCall;
  /** The useAppForm form the dialog holds. */
  form: { AppForm: ComponentType<{ children?: ReactNode }> };
  /** The dialog's title, which also names the form. */
  title: string;
  /**
   * The title as the heading shows it, when it holds a value never translated (a person's name,
   * isolated and marked translate="no" by withUntranslated); `title` still names the form.
   */
  heading?: ReactNode;
  description?: ReactNode;
  size?: DialogProps['size'];
  /** Whether anything was typed or chosen since the dialog opened (or last saved). */
  changed: boolean;
  /** The buttons' words, and the note an edit shows beside them while it has changes (if any). */
  labels: { create: string; save: string; cancel: string; unsaved?: string };
  /** The form element's class. */
  className?: string;
  issueMessage?: IssueMessage | undefined;
  children: ReactNode;
}

/**
 * The dialog of an add or edit form: ui's FormDialog around a FormElement, closed through the
 * discard guard, so every editor asks before losing typed values and stays open while it saves.
 */
export function EditorDialog(props: EditorDialogProps) {
  const formId = useId();
  const { mode, saving, onClose, serverErrors } = props.editor;
  const discard = useDiscardGuard(props.changed, onClose);
  return (
    <>
      <FormDialog
        // The discard question opens over the form, so its values and open tab stay as they are.
        open={!discard.asking}
        onOpenChange={(open) => {
          if (!open) discard.requestClose();
        }}
        title={props.heading ?? props.title}
        description={props.description}
        size={props.size}
        formId={formId}
        busy={saving ?? false}
        submitLabel={mode === 'create' ? props.labels.create : props.labels.save}
        cancelLabel={props.labels.cancel}
        footerNote={mode === 'edit' && props.changed ? props.labels.unsaved : undefined}
      >
        <props.form.AppForm>
          <FormElement
            id={formId}
            aria-label={props.title}
            className={props.className}
            busy={saving}
            issueMessage={props.issueMessage}
            serverErrors={serverErrors}
          >
            {props.children}
          </FormElement>
        </props.form.AppForm>
      </FormDialog>
      {discard.confirmation}
    </>
  );
}
