import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { type AnyFormApi, useStore } from '@tanstack/react-form';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { useT } from '../i18n';

function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/**
 * Whether the form's values differ from `baseline` (its defaultValues unless given): what an
 * unsaved-changes guard asks about. Typing a value and deleting it again leaves nothing to lose.
 */
export function useValuesChanged(form: AnyFormApi, baseline?: Record<string, unknown>): boolean {
  return useStore(
    form.store,
    (state) =>
      !sameValues(state.values as Record<string, unknown>, baseline ?? form.options.defaultValues ?? {}),
  );
}

/**
 * Asks before leaving the route while `when` holds (another path: a changed query string, such as
 * another question of the same desk, is not leaving), and lets the browser warn before the tab
 * closes or reloads. Blocking needs the app's data router; under a plain router (screen stories)
 * only the browser's warning is kept.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return dataRouter ? <RouteLeaveGuard when={when} /> : null;
}

function RouteLeaveGuard({ when }: { when: boolean }) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      tone="danger"
      title={t('forms.leave.title')}
      message={t('forms.leave.message')}
      confirmLabel={t('forms.leave.confirm')}
      cancelLabel={t('forms.keepEditing')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}

export interface DiscardGuard {
  /** Closes at once when nothing changed; otherwise asks first and closes only if the user discards. */
  requestClose: () => void;
  /** The question is open: a dialog steps aside meanwhile (one modal at a time), its values kept. */
  asking: boolean;
  /** The confirmation to render beside the dialog. */
  confirmation: ReactNode;
}

/** The close path of a dialog holding a form: closing with changes asks to discard them first. */
export function useDiscardGuard(changed: boolean, close: () => void): DiscardGuard {
  const t = useT();
  const [asking, setAsking] = useState(false);
  return {
    requestClose: () => (changed ? setAsking(true) : close()),
    asking,
    confirmation: (
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          if (!open) setAsking(false);
        }}
        tone="danger"
        title={t('forms.discard.title')}
        message={t('forms.discard.message')}
        confirmLabel={t('forms.discard.confirm')}
        cancelLabel={t('forms.keepEditing')}
        onConfirm={() => {
          setAsking(false);
          close();
        }}
      />
    ),
  };
}
