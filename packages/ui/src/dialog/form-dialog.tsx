import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog, type DialogProps } from './dialog';

export interface FormDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when it asks to close; not while `busy`. */
  onOpenChange: (open: boolean) => void;
  /** The heading, the dialog's accessible name. */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** The id of the form among the children: the footer's submit button submits it from outside. */
  formId: string;
  /** While the form is saved: the submit button spins and the dialog cannot be dismissed. */
  busy: boolean;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** The cancel button's text. */
  cancelLabel: ReactNode;
  /** See Dialog's size. */
  size?: DialogProps['size'] | undefined;
  /**
   * A short note at the start of the footer, announced politely when it appears ("Unsaved
   * changes"); nothing when absent.
   */
  footerNote?: ReactNode | undefined;
  /** The form. */
  children: ReactNode;
}

/** A dialog holding one form, with a cancel and a submit button in its footer. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  formId,
  busy,
  submitLabel,
  cancelLabel,
  size,
  footerNote,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          {footerNote ? (
            <span className="ui-form-dialog__note" role="status">
              {footerNote}
            </span>
          ) : null}
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
