import { isApiError, isNetworkFailure } from '@minbar/api/errors';
import { REGISTRATION_REFUSAL } from '@minbar/api/schemas/events';
import {
  BOOKING_CITY_MAX_LENGTH,
  BOOKING_ISSUE,
  BOOKING_MAX_PER_COUNT,
  BOOKING_NAME_MAX_LENGTH,
  type BookingIssue,
} from '@minbar/domain/events/booking';
import { Button } from '@minbar/ui/button/button';
import { Ltr } from '@minbar/ui/ltr/ltr';
import { TextField } from '@minbar/ui/text-field/text-field';
import { useForm, useStore } from '@tanstack/react-form';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ChoiceChips } from '../../../lib/choice-chips';
import { type FormatMoney, useMoney } from '../../../lib/money';
import { useWallClockFormat } from '../../../lib/wall-clock-format';
import type { BookingInput, PublicEvent, RegistrationAnswer } from '../data/events-api';
import { type EventsMessage, type EventsMessageId, useEventsMessages } from '../events-intl';
import { eventPaths } from '../navigation';
import {
  type BookingField,
  type BookingValues,
  bookingIssues,
  EMPTY_BOOKING,
  priceBreakdown,
  toBooking,
} from './booking-values';
import '../events.css';
import '../../../lib/states.css';

export interface BookingScreenProps {
  event: PublicEvent;
  /** Books under the attempt's key: sent again after a lost answer, it is the same booking. */
  book: (booking: BookingInput, idempotencyKey: string) => Promise<RegistrationAnswer>;
  /** What the form starts with (stories); empty otherwise. */
  initialValues?: BookingValues;
}

type Failure = Extract<EventsMessageId, `booking.failed.${string}`>;

/** A refused or lost booking, in words the visitor can act on. */
/** No answer came (the network, or the server failed mid-way): whether the booking was made is unknown. */
function answerLost(error: unknown): boolean {
  if (isNetworkFailure(error)) return true;
  return isApiError(error) && (error.kind === 'network' || error.status === null || error.status >= 500);
}

function failureOf(error: unknown): Failure {
  if (isNetworkFailure(error)) return 'booking.failed.network';
  if (!isApiError(error)) return 'booking.failed.other';
  if (error.kind === 'network') return 'booking.failed.network';
  switch (error.status) {
    case 409:
      // The server refuses a canceled event and a passed deadline with distinct details.
      return error.detail === REGISTRATION_REFUSAL.canceled
        ? 'booking.failed.canceled'
        : 'booking.failed.deadline';
    case 404:
      return 'booking.failed.notFound';
    case 422:
      return 'booking.failed.invalid';
    case 429:
      return 'booking.failed.tooMany';
    default:
      return 'booking.failed.other';
  }
}

type FieldIssue = BookingIssue;

/** The fields as the form shows them, top to bottom. */
const FIELD_ORDER: readonly BookingField[] = [
  'name',
  'phone',
  'email',
  'adults',
  'childrenAbove3',
  'childrenBelow3',
  'city',
];

/** A field's issue code in the visitor's words. */
function issueText(
  t: EventsMessage,
  field: BookingField,
  issue: FieldIssue,
  type: BookingValues['type'],
): string {
  switch (issue) {
    case BOOKING_ISSUE.required:
      if (field === 'name')
        return t(type === 'family' ? 'booking.issue.parentNameRequired' : 'booking.issue.nameRequired');
      if (field === 'phone') return t('booking.issue.phoneRequired');
      if (field === 'email') return t('booking.issue.emailRequired');
      return t('booking.issue.required');
    case BOOKING_ISSUE.cityRequired:
      return t('booking.issue.cityRequired');
    case BOOKING_ISSUE.tooLong:
      return t('booking.issue.tooLong', {
        max: field === 'city' ? BOOKING_CITY_MAX_LENGTH : BOOKING_NAME_MAX_LENGTH,
      });
    case BOOKING_ISSUE.phoneInvalid:
      return t('booking.issue.phoneInvalid');
    case BOOKING_ISSUE.emailInvalid:
      return t('booking.issue.emailInvalid');
    case BOOKING_ISSUE.adultsAtLeastOne:
      return t('booking.issue.adultsMin');
    case BOOKING_ISSUE.tooMany:
      return t('booking.issue.countTooHigh', { max: BOOKING_MAX_PER_COUNT });
    case BOOKING_ISSUE.countInvalid:
      return t('booking.issue.countInvalid');
    default:
      return t('booking.issue.invalid');
  }
}

/**
 * The booking form: just me or my family, the details each needs, the price as it is filled in
 * (the domain's rule, the same the server charges), and Book. A refusal is said in the visitor's
 * language with everything typed kept; a booking made shows the server's price.
 */
export function BookingScreen({ event, book, initialValues = EMPTY_BOOKING }: BookingScreenProps) {
  const t = useEventsMessages();
  const money = useMoney();
  const format = useWallClockFormat();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [booked, setBooked] = useState<RegistrationAnswer | null>(null);
  // One key per booking attempt, and the booking it was sent with: the server answers the same key and
  // form with the same booking, and refuses the key with another form.
  const attempt = useRef<{ key: string; booking: string | null }>({
    key: crypto.randomUUID(),
    booking: null,
  });
  const inputs = useRef(new Map<BookingField, HTMLInputElement>());
  const inputRef = (field: BookingField) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(field, element);
    else inputs.current.delete(field);
  };

  const form = useForm({
    defaultValues: initialValues,
    validators: {
      onChange: ({ value }) => fieldErrors(value),
      onSubmit: ({ value }) => fieldErrors(value),
    },
    // A refused Book moves to the first field that needs attention, in the order they are shown.
    onSubmitInvalid: ({ value }) => {
      const issues = bookingIssues(value);
      const first = FIELD_ORDER.find((field) => issues[field] && inputs.current.has(field));
      if (first) inputs.current.get(first)?.focus();
    },
    onSubmit: async ({ value }) => {
      setFailure(null);
      const booking = toBooking(value);
      const sent = JSON.stringify(booking);
      // A form changed since the last press is a new booking, under a new key.
      if (attempt.current.booking !== null && attempt.current.booking !== sent)
        attempt.current = { key: crypto.randomUUID(), booking: null };
      attempt.current.booking = sent;
      try {
        setBooked(await book(booking, attempt.current.key));
      } catch (error) {
        // No answer: the booking may have been made, so the next press of the same form asks under the
        // same key. An answer (closed, refused) ends the attempt, and the next press is a new one.
        if (!answerLost(error)) attempt.current = { key: crypto.randomUUID(), booking: null };
        setFailure(failureOf(error));
      }
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);

  if (booked) return <BookingConfirmation event={event} answer={booked} money={money} />;

  const price = priceBreakdown(values, event);
  const family = values.type === 'family';
  const when = format.when(event.date, event.time);

  const textField = (
    name: 'name' | 'phone' | 'email' | 'city',
    label: string,
    options: { type?: 'text' | 'email' | 'tel'; autoComplete?: string; required?: boolean } = {},
  ) => (
    <form.Field name={name}>
      {(field) => {
        const issue = field.state.meta.errors[0] as FieldIssue | undefined;
        return (
          <TextField
            label={label}
            name={field.name}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            inputRef={inputRef(name)}
            type={options.type ?? 'text'}
            autoComplete={options.autoComplete}
            required={options.required ?? true}
            error={
              issue && (field.state.meta.isBlurred || submitted)
                ? issueText(t, name, issue, values.type)
                : undefined
            }
          />
        );
      }}
    </form.Field>
  );

  const countField = (name: 'adults' | 'childrenAbove3' | 'childrenBelow3', label: string) => (
    <form.Field name={name}>
      {(field) => {
        const issue = field.state.meta.errors[0] as FieldIssue | undefined;
        return (
          <TextField
            label={label}
            name={field.name}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            inputRef={inputRef(name)}
            type="number"
            inputMode="numeric"
            min={name === 'adults' ? '1' : '0'}
            max={String(BOOKING_MAX_PER_COUNT)}
            step="1"
            required
            error={
              issue && (field.state.meta.isBlurred || submitted)
                ? issueText(t, name, issue, values.type)
                : undefined
            }
          />
        );
      }}
    </form.Field>
  );

  const checkbox = (name: 'student' | 'transport', label: string, hint?: string) => (
    <form.Field name={name}>
      {(field) => (
        <div className="booking-form__choice">
          <label className="booking-form__checkbox">
            <input
              type="checkbox"
              name={field.name}
              checked={field.state.value}
              onChange={(change) => field.handleChange(change.target.checked)}
              aria-describedby={hint ? `booking-${name}-hint` : undefined}
            />
            <span>{label}</span>
          </label>
          {hint ? (
            <p id={`booking-${name}-hint`} className="booking-form__hint">
              {hint}
            </p>
          ) : null}
        </div>
      )}
    </form.Field>
  );

  return (
    <section className="booking-page" aria-labelledby="booking-title">
      <Link href={eventPaths.events} className="booking-page__back">
        {t('booking.backToEvents')}
      </Link>
      <h1 id="booking-title">{t('booking.title')}</h1>
      <p className="booking-page__event">{t('booking.for', { name: event.event_name, when })}</p>
      {/* The price stands between the fields and Book: beside the form on a wide screen, and just
          above Book on a phone, so the amount is read before the button that books it. */}
      <form
        className="booking-page__layout"
        noValidate
        aria-busy={submitting || undefined}
        onSubmit={(submit) => {
          submit.preventDefault();
          void form.handleSubmit();
        }}
      >
        <div className="booking-form">
          <form.Field name="type">
            {(field) => (
              <ChoiceChips
                legend={t('booking.typeLegend')}
                name={field.name}
                options={(['personal', 'family'] as const).map((type) => ({
                  value: type,
                  label: t(type === 'personal' ? 'booking.type.personal' : 'booking.type.family'),
                }))}
                value={field.state.value}
                onChange={field.handleChange}
              />
            )}
          </form.Field>
          {textField('name', t(family ? 'booking.parentName' : 'booking.name'), { autoComplete: 'name' })}
          {textField('phone', t('booking.phone'), { type: 'tel', autoComplete: 'tel' })}
          {textField('email', t('booking.email'), { type: 'email', autoComplete: 'email' })}
          {family ? (
            <div className="booking-form__counts">
              {countField('adults', t('booking.adults'))}
              {countField('childrenAbove3', t('booking.childrenAbove3'))}
              {countField('childrenBelow3', t('booking.childrenBelow3'))}
            </div>
          ) : (
            // Students pay the adult price: the box only lets the centre count them, and says so.
            checkbox('student', t('booking.student'), t('booking.studentHint'))
          )}
          {checkbox('transport', t(family ? 'booking.familyTransport' : 'booking.transport'))}
          {values.transport ? textField('city', t('booking.city'), { autoComplete: 'address-level2' }) : null}
        </div>
        <BookingPrice
          breakdown={price}
          discountPercent={event.discount_percentage_children_above_3_same_family}
        />
        <div className="booking-form__actions">
          {failure ? (
            <p className="form-error" role="alert">
              {t(failure)}
            </p>
          ) : null}
          {submitting ? (
            <p className="booking-form__processing" role="status">
              {t('booking.processing')}
            </p>
          ) : null}
          <Button type="submit" loading={submitting} className="booking-form__submit">
            {price.total > 0 ? t('booking.submit', { price: money(price.total) }) : t('booking.submitFree')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The price as it stands: a line per kind of ticket, the family discount, and the total. */
export function BookingPrice({
  breakdown,
  discountPercent,
}: {
  breakdown: ReturnType<typeof priceBreakdown>;
  discountPercent: number;
}) {
  const t = useEventsMessages();
  const money = useMoney();
  return (
    <aside className="booking-price" aria-labelledby="booking-price-title">
      <h2 id="booking-price-title">{t('booking.priceTitle')}</h2>
      <dl className="booking-price__lines">
        {breakdown.lines.map((line) => (
          <div key={line.label}>
            <dt>
              {t('booking.priceLine', { count: line.count, label: t(line.label), price: money(line.unit) })}
            </dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        {breakdown.discount > 0 ? (
          <div className="booking-price__discount">
            <dt>{t('booking.priceDiscount', { percent: discountPercent })}</dt>
            <dd>
              {/* The sign stays before the amount in Arabic too ('− 15 PLN', not 'PLN 15−'). */}
              <Ltr>−{money(breakdown.discount)}</Ltr>
            </dd>
          </div>
        ) : null}
        <div className="booking-price__total">
          <dt>{t('booking.priceTotal')}</dt>
          <dd>
            <output aria-live="polite" data-testid="booking-total">
              {money(breakdown.total)}
            </output>
          </dd>
        </div>
      </dl>
      <p className="booking-price__note">{t('booking.priceNote')}</p>
    </aside>
  );
}

/** Booked: the server's price, the booking's number and the way back to the events. */
export function BookingConfirmation({
  event,
  answer,
  money,
}: {
  event: PublicEvent;
  answer: RegistrationAnswer;
  money: FormatMoney;
}) {
  const t = useEventsMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="booking-message booking-message--success" aria-labelledby="booking-done">
      <h1 id="booking-done" ref={heading} tabIndex={-1}>
        {t('booking.confirmedTitle')}
      </h1>
      <p>
        {t('booking.confirmedText', { name: event.event_name, price: money(answer.price, answer.currency) })}
      </p>
      <p>{t('booking.confirmedNumber', { id: answer.registration.id })}</p>
      <div className="booking-message__links">
        {answer.receipt_token && answer.registration.payment_status === 'pending' ? (
          <Link
            href={eventPaths.payBooking(event.id, answer.registration.id, answer.receipt_token)}
            className="booking-message__link"
          >
            {t('bookingPage.payOnline')}
          </Link>
        ) : null}
        {/* The booking's own page: its details, the other ways to pay and the calendar file. */}
        {answer.receipt_token ? (
          <Link
            href={eventPaths.booking(event.id, answer.registration.id, answer.receipt_token)}
            className="booking-message__link"
          >
            {t('booking.seeBooking')}
          </Link>
        ) : null}
        <Link href={eventPaths.events} className="booking-message__link">
          {t('booking.backToEvents')}
        </Link>
      </div>
    </section>
  );
}

/** The issues of the form as it stands, each under its field (TanStack Form's form-level errors). */
function fieldErrors(values: BookingValues) {
  const issues = bookingIssues(values);
  return Object.keys(issues).length > 0 ? { fields: issues } : undefined;
}
