import {
  createContext,
  type FocusEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useUiMessage } from '../provider/ui-provider';
import './toast.css';

/** A notification closes by itself after 3 seconds. */
export const TOAST_DURATION_MS = 3000;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  tone: ToastTone;
  message: ReactNode;
}

interface ToastEntry extends ToastOptions {
  id: number;
}

interface ToastApi {
  show: (toast: ToastOptions) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export interface ToastProviderProps {
  /** The app; `useToast()` inside it shows notifications. */
  children: ReactNode;
  /** Overridable for tests and stories; the product uses TOAST_DURATION_MS. */
  duration?: number;
}

/** Holds the notifications of the page: `useToast()` shows one; each closes by itself, an error is announced as an alert. */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  const t = useUiMessage();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show: (toast) => {
        nextId.current += 1;
        const id = nextId.current;
        setToasts((current) => [...current, { ...toast, id }]);
      },
    }),
    [],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The region is always in the document so screen readers pick up toasts added later. */}
      <section aria-label={t('ui.toast.region')} data-slot="toast-region" className="ui-toast-region">
        <div aria-live="polite" className="ui-toast-region__list">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} duration={duration} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

interface ToastItemProps {
  toast: ToastEntry;
  duration: number;
  onDismiss: (id: number) => void;
}

function ToastItem({ toast, duration, onDismiss }: ToastItemProps) {
  const t = useUiMessage();
  const { paused, pauseHandlers } = usePausableTimeout(duration, () => onDismiss(toast.id));
  return (
    <div
      data-slot="toast"
      data-tone={toast.tone}
      data-paused={paused || undefined}
      className="ui-toast"
      // Errors interrupt; success and info wait for a pause in speech.
      role={toast.tone === 'error' ? 'alert' : 'status'}
      {...pauseHandlers}
    >
      <span data-slot="toast-message" className="ui-toast__message">
        {toast.message}
      </span>
      <button
        type="button"
        data-slot="toast-dismiss"
        className="ui-toast__dismiss"
        onClick={() => onDismiss(toast.id)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="visually-hidden">{t('ui.toast.dismiss')}</span>
      </button>
    </div>
  );
}

/**
 * Runs `onTimeout` after `duration` ms, pausing while the pointer is over the toast or focus is
 * inside it, so a reader is never cut off mid-message (WCAG 2.2.1).
 */
function usePausableTimeout(duration: number, onTimeout: () => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(duration);
  const callback = useRef(onTimeout);
  callback.current = onTimeout;

  useEffect(() => {
    if (paused) return;
    const startedAt = performance.now();
    const timer = window.setTimeout(() => callback.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (performance.now() - startedAt));
    };
  }, [paused]);

  return {
    paused,
    pauseHandlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
