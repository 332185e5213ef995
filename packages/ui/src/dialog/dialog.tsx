import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { useDirection, useUiMessage } from '../provider/ui-provider';
import './dialog.css';

/*
 * The dialog comes in parts, in the Radix manner, for a user who composes their own (a trigger of
 * their own through `asChild`, a form as the body, their own buttons at the foot):
 *
 *   <Dialog.Root>
 *     <Dialog.Trigger asChild><Button>Edit</Button></Dialog.Trigger>
 *     <Dialog.Content>
 *       <Dialog.Header><Dialog.Title>…</Dialog.Title><Dialog.Close /></Dialog.Header>
 *       <Dialog.Description>…</Dialog.Description>
 *       <Dialog.Body>…</Dialog.Body>
 *       <Dialog.Footer><Dialog.Close asChild><Button>Cancel</Button></Dialog.Close></Dialog.Footer>
 *     </Dialog.Content>
 *   </Dialog.Root>
 *
 * Each part keeps the package's styling and direction; `Dialog` itself, driven by props, is those
 * parts put together the way the apps use it.
 */

export interface DialogRootProps {
  /** Whether the dialog is shown; leave it out (and use a Trigger) for an uncontrolled dialog. */
  open?: boolean | undefined;
  /** Shown at first, when uncontrolled. */
  defaultOpen?: boolean | undefined;
  /** Called when it asks to open or close (trigger, close button, Escape, outside click). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** A Trigger and the Content. */
  children: ReactNode;
}

/** Holds whether the dialog is open, controlled or not. Renders no element. */
export function DialogRoot({ open, defaultOpen, onOpenChange, children }: DialogRootProps) {
  return (
    <RadixDialog.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {children}
    </RadixDialog.Root>
  );
}

export interface DialogTriggerProps {
  /** The trigger's content, or with `asChild` the one element that becomes the trigger. */
  children: ReactNode;
  /** Lends the trigger's behaviour to the child element (a `Button` of the package, a link) instead of a button of its own. */
  asChild?: boolean | undefined;
  /** A class for the trigger. */
  className?: string | undefined;
}

/** Opens the dialog; focus comes back to it on close. */
export function DialogTrigger({ children, asChild, className }: DialogTriggerProps) {
  return (
    <RadixDialog.Trigger data-slot="dialog-trigger" asChild={asChild} className={className}>
      {children}
    </RadixDialog.Trigger>
  );
}

export interface DialogContentProps {
  /** The header, description, body and footer. */
  children: ReactNode;
  /** alertdialog for confirmations: outside clicks do not dismiss it. */
  role?: 'dialog' | 'alertdialog' | undefined;
  /**
   * 'wide' for a form laid out as a table (a month of times): as wide as the screen allows on a
   * desktop, the whole screen on a phone, with the footer's buttons always in view.
   */
  size?: 'default' | 'wide' | undefined;
  /**
   * Whether a Description is among the children. Radix warns when a dialog has none linked, so an
   * absent one is declared explicitly.
   */
  described?: boolean | undefined;
}

/** The modal panel over a dimmed page: focus is trapped inside and returns on close. */
export function DialogContent({
  children,
  role = 'dialog',
  size = 'default',
  described = true,
}: DialogContentProps) {
  const direction = useDirection();
  // A dialog opened by the app's own button rather than a Trigger leaves Radix no idea where focus
  // came from; it is remembered as the dialog opens, before Radix moves focus in, and given back on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay data-slot="dialog-overlay" className="ui-dialog__overlay" />
      <RadixDialog.Content
        data-slot="dialog"
        className="ui-dialog"
        data-size={size}
        role={role}
        // The portal leaves the app's subtree, so the direction is set again here.
        dir={direction}
        {...(described ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={() => {
          const opener = document.activeElement;
          returnFocusTo.current = opener instanceof HTMLElement ? opener : null;
        }}
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
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** The title row: the Title, and a Close at the inline end. */
export function DialogHeader({ children }: { children: ReactNode }) {
  return (
    <div data-slot="dialog-header" className="ui-dialog__header">
      {children}
    </div>
  );
}

/** The heading, the dialog's accessible name. */
export function DialogTitle({ children }: { children: ReactNode }) {
  return (
    <RadixDialog.Title data-slot="dialog-title" className="ui-dialog__title">
      {children}
    </RadixDialog.Title>
  );
}

/** A line under the heading, the dialog's accessible description. */
export function DialogDescription({ children }: { children: ReactNode }) {
  return (
    <RadixDialog.Description data-slot="dialog-description" className="ui-dialog__description">
      {children}
    </RadixDialog.Description>
  );
}

/** The body, which scrolls when it is taller than the screen. */
export function DialogBody({ children }: { children: ReactNode }) {
  return (
    <div data-slot="dialog-body" className="ui-dialog__body">
      {children}
    </div>
  );
}

/** The buttons at the foot, at the inline end. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div data-slot="dialog-footer" className="ui-dialog__footer">
      {children}
    </div>
  );
}

export interface DialogCloseProps {
  /** With `asChild`, the one element that closes the dialog (a Cancel button); left out, the close icon named "Close" in the page's language. */
  children?: ReactNode;
  /** Lends the closing to the child element instead of a button of its own. */
  asChild?: boolean | undefined;
}

/** Closes the dialog: by default the header's close icon, or the child given with `asChild`. */
export function DialogClose({ children, asChild }: DialogCloseProps) {
  const t = useUiMessage();
  if (children !== undefined) {
    return (
      <RadixDialog.Close asChild={asChild} data-slot="dialog-close-action">
        {children}
      </RadixDialog.Close>
    );
  }
  return (
    <RadixDialog.Close data-slot="dialog-close" className="ui-dialog__close">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="visually-hidden">{t('ui.dialog.close')}</span>
    </RadixDialog.Close>
  );
}

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
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent role={role} size={size} described={Boolean(description)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogClose />
        </DialogHeader>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
        {children ? <DialogBody>{children}</DialogBody> : null}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </DialogRoot>
  );
}

// The parts under the widget's name too, for `<Dialog.Root>` as in Radix.
Dialog.Root = DialogRoot;
Dialog.Trigger = DialogTrigger;
Dialog.Content = DialogContent;
Dialog.Header = DialogHeader;
Dialog.Title = DialogTitle;
Dialog.Description = DialogDescription;
Dialog.Body = DialogBody;
Dialog.Footer = DialogFooter;
Dialog.Close = DialogClose;
