import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useMemo } from 'react';
import { type WallClockFormat, wallClockFormat } from './wall-clock';

export type { WallClockFormat } from './wall-clock';

/** wallClockFormat in the page's language, made once per language. */
export function useWallClockFormat(): WallClockFormat {
  const locale = useUiLocale();
  return useMemo(() => wallClockFormat(locale), [locale]);
}
