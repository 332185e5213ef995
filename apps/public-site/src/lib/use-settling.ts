import { useEffect, useState } from 'react';

/** How often a page asks again while a payment waits on the bank, and for how long. */
export const SETTLING_POLL_MS = 2000;
export const SETTLING_POLL_FOR_MS = 3 * 60_000;

/**
 * Follows something the bank has not answered yet (a gift or a booking paid by BLIK, a transfer)
 * until `waiting` says it is settled, asking every few seconds for a few minutes; a failed ask is
 * tried again at the next tick. `gaveUp` says the page stopped asking (the answer comes by email).
 */
export function useSettling<T>(
  first: T | null,
  ask: () => Promise<T | null>,
  waiting: (value: T) => boolean,
  everyMs = SETTLING_POLL_MS,
  forMs = SETTLING_POLL_FOR_MS,
) {
  const [value, setValue] = useState(first);
  const [gaveUp, setGaveUp] = useState(false);
  const isWaiting = value !== null && waiting(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one loop per waiting spell, not per render's `ask`.
  useEffect(() => {
    if (!isWaiting) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    let live = true;
    const tick = () => {
      if (Date.now() - started > forMs) return setGaveUp(true);
      ask().then(
        (next) => {
          if (!live) return;
          if (next) setValue(next);
          if (!next || waiting(next)) timer = setTimeout(tick, everyMs);
        },
        () => {
          if (live) timer = setTimeout(tick, everyMs);
        },
      );
    };
    timer = setTimeout(tick, everyMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [isWaiting]);
  return { value, gaveUp };
}
