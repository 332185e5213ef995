import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { formatTimeOfDay } from '../format';

/** A stored time shown in the language's form (docs/decisions/0014), as a machine-readable <time>. */
export function PrayerTimeText({ value }: { value: string | null | undefined }) {
  const locale = useUiLocale();
  if (!value) return null;
  // Isolated: in Arabic a time ends in a letter (ص, م), and beside the next time its digits would
  // otherwise join that run and read as one ("05:32 ص05:12").
  return (
    <bdi>
      <time dateTime={value.slice(0, 5)}>{formatTimeOfDay(locale, value)}</time>
    </bdi>
  );
}
