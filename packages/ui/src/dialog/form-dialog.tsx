import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog, type DialogProps } from './dialog';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The id of the form among the children: the footer's submit button submits it from outside. */
  formId: string;
  /** While the form is saved: the submit button spins and the dialog cannot be dismissed. */
  busy: boolean;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  /** See Dialog's size. */
  size?: DialogProps['size'];
  /**
   * A short note at the start of the footer, announced politely when it appears ("Unsaved
   * changes"); nothing when absent.
   */
  footerNote?: ReactNode | undefined;
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
