import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useDirection, useUiMessage } from '../provider/ui-provider';
import './dialog.css';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when it asks to close (close button, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  /** The heading, the dialog's accessible name. */
  title: ReactNode;
  /** A line under the heading, the dialog's description. */
  description?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** The buttons at the foot, at the inline end. */
  footer?: ReactNode;
  /** alertdialog for confirmations: outside clicks do not dismiss it. */
  role?: 'dialog' | 'alertdialog' | undefined;
  /**
   * 'wide' for a form laid out as a table (a month of times): as wide as the screen allows on a
   * desktop, the whole screen on a phone, with the footer's buttons always in view.
   */
  size?: 'default' | 'wide' | undefined;
}

/** A modal dialog: focus is trapped inside, Escape and the close button close it, focus returns. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  size = 'default',
}: DialogProps) {
  const t = useUiMessage();
  const direction = useDirection();
  // The dialogs are opened by the app's own buttons, not Radix's Trigger, so Radix cannot know
  // where focus came from; it is remembered here (before Radix moves it) and given back on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
  }, [open]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay data-slot="dialog-overlay" className="ui-dialog__overlay" />
        <RadixDialog.Content
          data-slot="dialog"
          className="ui-dialog"
          data-size={size}
          role={role}
          // The portal leaves the app's subtree, so the direction is set again here.
          dir={direction}
          // Radix warns when no description is linked; an absent one is declared explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onPointerDownOutside={(event) => {
            if (role === 'alertdialog') event.preventDefault();
          }}
        >
          <div data-slot="dialog-header" className="ui-dialog__header">
            <RadixDialog.Title data-slot="dialog-title" className="ui-dialog__title">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close data-slot="dialog-close" className="ui-dialog__close">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
              <span className="visually-hidden">{t('ui.dialog.close')}</span>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description data-slot="dialog-description" className="ui-dialog__description">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children ? (
            <div data-slot="dialog-body" className="ui-dialog__body">
              {children}
            </div>
          ) : null}
          {footer ? (
            <div data-slot="dialog-footer" className="ui-dialog__footer">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
