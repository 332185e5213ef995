import { PRAYERS, type Prayer } from '@minbar/domain/prayer/prayers';
import type { ReminderChoices } from '@minbar/domain/prayer/reminders';
import { Button } from '@minbar/ui/button/button';
import { NativeSelect } from '@minbar/ui/select/native-select';
import { useId } from 'react';
import { usePrayerIntl } from '../prayer-intl';
import './reminders.css';

/** The minutes before the iqama a visitor picks from: the domain allows 0 to 120. */
export const MINUTE_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120] as const;

/**
 * Where this device stands: no push in this browser, notifications blocked, no subscription yet, or
 * subscribed. `busy` is the press being carried out; `outcome` what the last one ended in.
 */
export type DeviceState = 'unsupported' | 'denied' | 'off' | 'on';

export interface ReminderSettingsProps {
  device: DeviceState;
  /** The choices shown are this device's copy, as the server could not be reached. */
  offlineCopy?: boolean;
  busy: 'enabling' | 'saving' | 'removing' | null;
  outcome: 'saved' | 'removed' | 'error' | null;
  choices: ReminderChoices;
  city: string;
  cities: readonly string[];
  onChoices(choices: ReminderChoices): void;
  onCity(city: string): void;
  /** Asks for permission, subscribes and saves: the first press of a device. */
  onEnable(): void;
  onSave(): void;
  onUnsubscribe(): void;
}

/** The reminders form: per prayer a push at the athan and/or minutes before the iqama, news, the city. */
export function ReminderSettings(props: ReminderSettingsProps) {
  const { t, city: cityName } = usePrayerIntl();
  const cityId = useId();
  const privacyId = useId();
  const setPrayer = (prayer: Prayer, change: Partial<ReminderChoices['prayers'][Prayer]>) =>
    props.onChoices({
      ...props.choices,
      prayers: { ...props.choices.prayers, [prayer]: { ...props.choices.prayers[prayer], ...change } },
    });

  const blocked = props.device === 'unsupported' || props.device === 'denied';
  return (
    <div className="reminders">
      {props.device === 'unsupported' ? (
        <p className="reminders__notice" role="status">
          {t('reminders.unsupported')}
        </p>
      ) : null}
      {props.device === 'denied' ? (
        <p className="reminders__notice" role="status">
          {t('reminders.denied')}
        </p>
      ) : null}
      {props.offlineCopy && !blocked ? (
        <p className="reminders__notice" role="status">
          {t('reminders.offlineCopy')}
        </p>
      ) : null}
      {blocked ? null : (
        <form
          className="reminders__form"
          aria-describedby={privacyId}
          onSubmit={(event) => {
            event.preventDefault();
            if (props.device === 'on') props.onSave();
            else props.onEnable();
          }}
        >
          <div className="reminders__field">
            <label htmlFor={cityId}>{t('reminders.city')}</label>
            <NativeSelect
              id={cityId}
              value={props.city}
              onChange={(event) => props.onCity(event.target.value)}
            >
              {props.cities.map((city) => (
                <option key={city} value={city}>
                  {cityName(city)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <fieldset className="reminders__prayers">
            <legend>{t('reminders.prayers')}</legend>
            {PRAYERS.map((prayer) => (
              <PrayerRow
                key={prayer}
                prayer={prayer}
                choice={props.choices.prayers[prayer]}
                onChange={(change) => setPrayer(prayer, change)}
              />
            ))}
            <p className="reminders__hint">{t('reminders.jumuahNote')}</p>
          </fieldset>
          <label className="reminders__check">
            <input
              type="checkbox"
              checked={props.choices.news}
              onChange={(event) => props.onChoices({ ...props.choices, news: event.target.checked })}
            />
            {t('reminders.news')}
          </label>
          <div className="reminders__actions">
            {props.device === 'on' ? (
              <>
                <Button type="submit" loading={props.busy === 'saving'}>
                  {t('reminders.save')}
                </Button>
                <Button variant="secondary" loading={props.busy === 'removing'} onClick={props.onUnsubscribe}>
                  {t('reminders.unsubscribe')}
                </Button>
              </>
            ) : (
              <>
                <Button type="submit" loading={props.busy === 'enabling'}>
                  {t('reminders.enable')}
                </Button>
                <p className="reminders__hint">{t('reminders.enableHint')}</p>
              </>
            )}
          </div>
          <Outcome outcome={props.outcome} />
        </form>
      )}
      <section className="reminders__privacy" aria-labelledby={`${privacyId}-title`} id={privacyId}>
        <h2 id={`${privacyId}-title`}>{t('reminders.privacy.title')}</h2>
        <p>{t('reminders.privacy.body')}</p>
      </section>
    </div>
  );
}

function Outcome({ outcome }: { outcome: ReminderSettingsProps['outcome'] }) {
  const { t } = usePrayerIntl();
  if (outcome === 'error')
    return (
      <p className="reminders__error" role="alert">
        {t('reminders.error')}
      </p>
    );
  return (
    <p className="reminders__outcome" role="status">
      {outcome === 'saved' ? t('reminders.saved') : outcome === 'removed' ? t('reminders.unsubscribed') : ''}
    </p>
  );
}

function PrayerRow(props: {
  prayer: Prayer;
  choice: ReminderChoices['prayers'][Prayer];
  onChange(change: Partial<ReminderChoices['prayers'][Prayer]>): void;
}) {
  const { t } = usePrayerIntl();
  const minutesId = useId();
  const name = t(`prayer.name.${props.prayer}`);
  return (
    <fieldset className="reminders__prayer">
      <legend>{name}</legend>
      <label className="reminders__check">
        <input
          type="checkbox"
          checked={props.choice.athan}
          onChange={(event) => props.onChange({ athan: event.target.checked })}
        />
        {t('reminders.athan')}
      </label>
      <div className="reminders__field">
        <label htmlFor={minutesId}>{t('reminders.beforeIqama')}</label>
        <NativeSelect
          id={minutesId}
          value={props.choice.before_iqama === null ? '' : String(props.choice.before_iqama)}
          onChange={(event) =>
            props.onChange({ before_iqama: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">{t('reminders.beforeIqama.none')}</option>
          {MINUTE_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('reminders.beforeIqama.minutes', { minutes })}
            </option>
          ))}
        </NativeSelect>
      </div>
    </fieldset>
  );
}
