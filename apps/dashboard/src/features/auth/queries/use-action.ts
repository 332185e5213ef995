import { useCallback, useRef, useState } from 'react';

export interface ActionCallbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: unknown) => void;
}

/**
 * One call of the API started by a form, with its pending and success flags. The account pages keep
 * no server state to cache, so they run their calls through this rather than through TanStack Query,
 * which the first page a visitor loads would otherwise have to download (docs/decisions/0018).
 * A result overtaken by a newer call of the same action is dropped.
 */
export function useAction<I, T>(call: (input: I) => Promise<T>) {
  const [status, setStatus] = useState<'idle' | 'pending' | 'success' | 'error'>('idle');
  const latest = useRef(0);
  const callRef = useRef(call);
  callRef.current = call;

  const mutate = useCallback((input: I, callbacks: ActionCallbacks<T> = {}) => {
    const id = ++latest.current;
    setStatus('pending');
    callRef.current(input).then(
      (result) => {
        if (id !== latest.current) return;
        setStatus('success');
        callbacks.onSuccess?.(result);
      },
      (error: unknown) => {
        if (id !== latest.current) return;
        setStatus('error');
        callbacks.onError?.(error);
      },
    );
  }, []);

  return { mutate, isPending: status === 'pending', isSuccess: status === 'success' };
}
