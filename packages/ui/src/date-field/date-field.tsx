import { type CalendarDate, GregorianCalendar, parseDate } from '@internationalized/date';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { type AriaDateFieldProps, useDateField, useLocale } from 'react-aria';
import { useDateFieldState } from 'react-stately';
import { useFieldIds } from '../field/field-frame';
import { AriaLocale } from '../provider/aria-locale';
import { Segment } from '../time-field/segment';
import '../time-field/time-field.css';

export interface DateFieldProps {
  /** The visible label. */
  label: ReactNode;
  /** 'YYYY-MM-DD', or '' when nothing is entered. */
  value: string;
  /** 'YYYY-MM-DD' once day, month and year are filled, '' when the field is cleared. */
  onChange: (value: string) => void;
  /** A hint under the field (what the date means, its limits). */
  description?: ReactNode;
  /** A translated message; its presence marks the field invalid. */
  error?: string | undefined;
  /** Greys the field out and skips it in the tab order. */
  disabled?: boolean | undefined;
  /** Marks the field as required (the marker and `aria-required`). */
  required?: boolean | undefined;
  /** The form field name. */
  name?: string | undefined;
  /** Called when focus leaves the field, so a form can show its check. */
  onBlur?: (() => void) | undefined;
  /** Receives the first segment, which a form focuses to point at the field. */
  controlRef?: ((element: HTMLElement | null) => void) | undefined;
}

/** '2025-03-10' as a CalendarDate; null for '' or anything that is not a date. */
export function toCalendarDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return null;
  try {
    return parseDate(value.trim());
  } catch {
    return null;
  }
}

export function fromCalendarDate(date: CalendarDate | null): string {
  return date ? date.toString() : '';
}

// Dates here are civil Gregorian dates: the other calendars (and their weight) are never needed.
const gregorian = () => new GregorianCalendar();

/**
 * A date input of day, month and year segments: react-aria's useDateField, so the order, separators
 * and segment names follow the page's language instead of the browser's, every segment takes typing
 * and arrow keys, and digits stay Latin in Arabic, matching the payloads (as TimeField does).
 */
export function DateField(props: DateFieldProps) {
  return (
    <AriaLocale latinDigits>
      <DateFieldInner {...props} />
    </AriaLocale>
  );
}

function DateFieldInner({
  label,
  value,
  onChange,
  description,
  error,
  disabled,
  required,
  name,
  onBlur,
  controlRef,
}: DateFieldProps) {
  const { locale } = useLocale();
  const ids = useFieldIds({ description, error });
  // One CalendarDate per text: a new object on every render would read as a new value.
  const date = useMemo(() => toCalendarDate(value), [value]);
  const ariaProps: AriaDateFieldProps<CalendarDate> = {
    label,
    value: date,
    onChange: (next) => onChange(fromCalendarDate(next)),
    granularity: 'day',
    isDisabled: Boolean(disabled),
    isRequired: Boolean(required),
    isInvalid: Boolean(error),
    validationBehavior: 'aria',
    // Keys left out rather than set to undefined: react-aria's props do not take undefined.
    ...(onBlur ? { onBlur: () => onBlur() } : {}),
    ...(ids.describedBy ? { 'aria-describedby': ids.describedBy } : {}),
  };
  const state = useDateFieldState({ ...ariaProps, locale, createCalendar: gregorian });
  const ref = useRef<HTMLDivElement>(null);
  const { labelProps, fieldProps } = useDateField(ariaProps, state, ref);
  useEffect(() => {
    if (!controlRef) return;
    controlRef(ref.current?.querySelector<HTMLElement>('[role="spinbutton"]') ?? null);
    return () => controlRef(null);
  }, [controlRef]);

  return (
    <div
      data-slot="date-field"
      className="ui-time-field"
      data-invalid={error ? true : undefined}
      data-disabled={disabled || undefined}
    >
      <span {...labelProps} data-slot="label" className="ui-time-field__label">
        {label}
        {required ? (
          <span aria-hidden="true" className="ui-text-field__required">
            *
          </span>
        ) : null}
      </span>
      <div {...fieldProps} ref={ref} data-slot="control" className="ui-time-field__control">
        {state.segments.map((segment, index) => (
          // Segments are fixed per locale and never reorder while mounted.
          // biome-ignore lint/suspicious/noArrayIndexKey: the segment list is static for a locale
          <Segment key={index} segment={segment} state={state} />
        ))}
      </div>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      {description ? (
        <p id={ids.descriptionId} data-slot="description" className="ui-text-field__description">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} data-slot="error" className="ui-time-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
