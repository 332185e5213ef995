import { useBoundField } from '../../../lib/forms/fields';
import { useEventsT } from '../events-intl';
import './events.css';

/** Active or canceled (edit only): a canceled event stays listed, marked, and takes no bookings. */
export function StatusField() {
  const t = useEventsT();
  const bound = useBoundField();
  return (
    <fieldset className="events-form__status">
      <legend>{t('events.form.status')}</legend>
      {(['active', 'canceled'] as const).map((status, index) => (
        <label key={status} className="events-form__radio">
          <input
            ref={index === 0 ? bound.ref : undefined}
            type="radio"
            name="status"
            value={status}
            checked={bound.value === status}
            onChange={() => bound.onChange(status)}
            onBlur={bound.onBlur}
          />
          {status === 'active' ? t('events.status.active') : t('events.status.canceled')}
        </label>
      ))}
    </fieldset>
  );
}
