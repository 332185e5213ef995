import { parseTime, type Time } from '@internationalized/date';
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { type AriaTimeFieldProps, useLocale, useTimeField } from 'react-aria';
import { useTimeFieldState } from 'react-stately';
import { AriaLocale } from '../provider/aria-locale';
import { Segment } from './segment';
import '../text-field/text-field.css';
import './time-field.css';

export interface TimeFieldProps {
  /** The visible label. */
  label: ReactNode;
  /** 'HH:MM' (or 'HH:MM:SS'), or '' when nothing is entered. */
  value: string;
  /** 'HH:MM' once every segment is filled, '' when the field is cleared. */
  onChange: (value: string) => void;
  /** A translated message; its presence marks the field invalid. */
  error?: string | undefined;
  /** Marks the field invalid when the message is shown elsewhere (a row's or a form's summary). */
  invalid?: boolean | undefined;
  /** Keeps the label for assistive technology only (a grid of inputs whose column names them). */
  hideLabel?: boolean | undefined;
  /** Greys the field out. */
  disabled?: boolean | undefined;
  /** Marks the field as required. */
  required?: boolean | undefined;
  /** The form field name. */
  name?: string | undefined;
  /** Called when focus leaves the field, so a form can show its check. */
  onBlur?: (() => void) | undefined;
  /** Receives the first segment, which a form focuses to point at the field. */
  controlRef?: ((element: HTMLElement | null) => void) | undefined;
}

/** '04:30' or '04:30:00' as a Time; null for '' or anything that is not a time. */
export function toTime(value: string): Time | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  try {
    const [hours, minutes] = trimmed.split(':');
    return parseTime(`${(hours ?? '').padStart(2, '0')}:${minutes ?? ''}`);
  } catch {
    return null;
  }
}

export function fromTime(time: Time | null): string {
  if (!time) return '';
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}

/**
 * A time input of hour, minute and (where the locale uses one) day-period segments: react-aria's
 * useTimeField, so every segment is a spin button that takes typing and arrow keys, and the order and
 * 12/24-hour form follow the language (docs/decisions/0014). Digits stay Latin in Arabic, matching the
 * payloads and the other inputs.
 */
export function TimeField(props: TimeFieldProps) {
  return (
    <AriaLocale latinDigits>
      <TimeFieldInner {...props} />
    </AriaLocale>
  );
}

function TimeFieldInner({
  label,
  value,
  onChange,
  error,
  invalid,
  hideLabel,
  disabled,
  required,
  name,
  onBlur,
  controlRef,
}: TimeFieldProps) {
  const { locale } = useLocale();
  const errorId = useId();
  // One Time per text: a new object on every render would read as a new value and re-render forever.
  const time = useMemo(() => toTime(value), [value]);
  const ariaProps: AriaTimeFieldProps<Time> = {
    label,
    value: time,
    onChange: (next) => onChange(fromTime(next)),
    granularity: 'minute',
    isDisabled: Boolean(disabled),
    isRequired: Boolean(required),
    isInvalid: Boolean(error) || Boolean(invalid),
    validationBehavior: 'aria',
    // Keys left out rather than set to undefined: react-aria's props do not take undefined.
    ...(onBlur ? { onBlur: () => onBlur() } : {}),
    ...(error ? { 'aria-describedby': errorId } : {}),
  };
  const state = useTimeFieldState({ ...ariaProps, locale });
  const ref = useRef<HTMLDivElement>(null);
  const { labelProps, fieldProps } = useTimeField(ariaProps, state, ref);
  useEffect(() => {
    if (!controlRef) return;
    controlRef(ref.current?.querySelector<HTMLElement>('[role="spinbutton"]') ?? null);
    return () => controlRef(null);
  }, [controlRef]);

  return (
    <div
      data-slot="time-field"
      className="ui-time-field"
      data-invalid={error || invalid ? true : undefined}
      data-disabled={disabled || undefined}
    >
      <span
        {...labelProps}
        data-slot="label"
        className={hideLabel ? 'visually-hidden' : 'ui-time-field__label'}
      >
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
      {error ? (
        <p id={errorId} data-slot="error" className="ui-time-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
