import { createContext, use, useEffect, useState } from 'react';

/**
 * A fixed instant for stories and tests: the timetable's countdown then stands still. Left out, the
 * page follows the real clock.
 */
export const FixedNowContext = createContext<number | null>(null);

/** The current instant, renewed on each whole second while the component is shown. */
export function useNow(): number {
  const fixed = use(FixedNowContext);
  const [now, setNow] = useState(() => fixed ?? Date.now());
  useEffect(() => {
    if (fixed !== null) return;
    let timer = 0;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = window.setTimeout(tick, 1000 - (current % 1000));
    };
    timer = window.setTimeout(tick, 1000 - (Date.now() % 1000));
    return () => window.clearTimeout(timer);
  }, [fixed]);
  return fixed ?? now;
}
