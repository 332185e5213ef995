import { useRef } from 'react';
import { useDateSegment } from 'react-aria';
import type { DateFieldState, DateSegment } from 'react-stately';
import './time-field.css';

/** One spin button of a date or time field (day, month, year, hour, minute, day period). */
export function Segment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <div
      {...segmentProps}
      ref={ref}
      data-slot="segment"
      data-type={segment.type}
      data-placeholder={segment.isPlaceholder || undefined}
      className="ui-time-field__segment"
    >
      {segment.text}
    </div>
  );
}
