import type { AthanDay, IqamaSettingAnswer } from '@minbar/api/schemas/prayer';
import { iqamaTimesForDay } from '@minbar/domain/prayer/iqama';
import { PRAYERS } from '@minbar/domain/prayer/prayers';
import { Button } from '@minbar/ui/button/button';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { TabList, TabPanel, Tabs } from '@minbar/ui/tabs/tabs';
import { ScreenSkipLink } from '../../../lib/skip-target';
import { formatLongDate, formatShortDate } from '../format';
import { type PrayerFeedback, usePrayerT } from '../prayer-intl';
import { useCityName } from '../use-city-name';
import { usePrayerFeedbackText } from '../use-prayer-feedback';
import { PrayerTimeText } from './prayer-time-text';
import './prayer-times-screen.css';

export type SidebarTab = 'prayers' | 'iqama';

export interface PrayerSidebarProps {
  date: string;
  city: string;
  tab: SidebarTab;
  onTabChange: (tab: SidebarTab) => void;
  /** undefined while loading, null when the day has no times. */
  day: AthanDay | null | undefined;
  dayError?: PrayerFeedback | null;
  /** The iqama setting covering the date, null when none does. */
  iqama: IqamaSettingAnswer | null;
  onAdd: () => void;
  onEditPrayers: () => void;
  onDeletePrayers: () => void;
  onEditIqama: () => void;
  onDeleteIqama: () => void;
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 20h4L19 9l-4-4L4 16v4z" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** An icon button whose name is its text for assistive technology. */
function IconAction({
  label,
  tone,
  onClick,
  icon,
}: {
  label: string;
  tone?: 'danger';
  onClick: () => void;
  icon: React.ReactNode;
}) {
  return (
    <Button variant={tone === 'danger' ? 'danger' : 'secondary'} size="sm" onClick={onClick}>
      {icon}
      <span className="visually-hidden">{label}</span>
    </Button>
  );
}

const PRAYER_DAY_ID = 'prayer-day';

/**
 * The screen's side panel: an add button for the active tab, the selected date,
 * the Prayers tab (five athan times with their iqama, maghrib marked as iftar) and the Iqama tab (the
 * setting covering the date, or a message that none does), each with edit and delete.
 */
export function PrayerSidebar(props: PrayerSidebarProps) {
  const t = usePrayerT();
  const cityName = useCityName();
  const feedback = usePrayerFeedbackText();
  const locale = useUiLocale();
  const { day, iqama } = props;
  const iqamaTimes = day
    ? iqamaTimesForDay(
        {
          fajr: day.fajr_athan,
          dhuhr: day.dhuhr_athan,
          asr: day.asr_athan,
          maghrib: day.maghrib_athan,
          isha: day.isha_athan,
        },
        iqama,
      )
    : null;
  const period = iqama
    ? t('prayer.iqama.period', {
        from: formatShortDate(locale, iqama.effective_from),
        to: formatShortDate(locale, iqama.effective_to),
      })
    : '';

  return (
    <aside id={PRAYER_DAY_ID} className="prayer-sidebar" aria-labelledby="prayer-sidebar-date">
      {/* Edit and the Iqama tab are a few keys from here; the month view before it holds many stops. */}
      <ScreenSkipLink target={PRAYER_DAY_ID} label={t('prayer.skipToDay')} />
      <Button onClick={props.onAdd}>
        {t(props.tab === 'prayers' ? 'prayer.sidebar.addPrayers' : 'prayer.sidebar.addIqama')}
      </Button>
      <h2 id="prayer-sidebar-date" className="prayer-sidebar__date" aria-live="polite">
        <span className="visually-hidden">{t('prayer.sidebar.label')}: </span>
        <time dateTime={props.date}>{formatLongDate(locale, props.date)}</time>
      </h2>
      <Tabs
        value={props.tab}
        onValueChange={(value) => props.onTabChange(value === 'iqama' ? 'iqama' : 'prayers')}
      >
        <TabList
          label={t('prayer.sidebar.tabs')}
          tabs={[
            { value: 'prayers', label: t('prayer.sidebar.tab.prayers') },
            { value: 'iqama', label: t('prayer.sidebar.tab.iqama') },
          ]}
        />
        <TabPanel value="prayers">
          <div className="prayer-sidebar__actions">
            <IconAction
              label={t('prayer.sidebar.editPrayers')}
              onClick={props.onEditPrayers}
              icon={<PencilIcon />}
            />
            <IconAction
              label={t('prayer.sidebar.deletePrayers')}
              tone="danger"
              onClick={props.onDeletePrayers}
              icon={<TrashIcon />}
            />
          </div>
          {props.dayError ? (
            <p role="alert" className="prayer-sidebar__message">
              {feedback(props.dayError)}
            </p>
          ) : day === undefined ? (
            <p className="prayer-sidebar__message">{t('prayer.sidebar.loading')}</p>
          ) : day === null ? (
            <p className="prayer-sidebar__message">{t('prayer.sidebar.noTimes')}</p>
          ) : (
            <table className="prayer-sidebar__times">
              <caption className="visually-hidden">
                {t('prayer.sidebar.timesCaption', { date: formatLongDate(locale, props.date) })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('prayer.sidebar.column.prayer')}</th>
                  <th scope="col">{t('prayer.sidebar.column.athan')}</th>
                  <th scope="col">{t('prayer.sidebar.column.iqama')}</th>
                </tr>
              </thead>
              <tbody>
                {PRAYERS.map((prayer) => (
                  <tr key={prayer} data-prayer={prayer}>
                    <th scope="row">
                      {t(prayer === 'maghrib' ? 'prayer.maghribIftar' : `prayer.name.${prayer}`)}
                    </th>
                    <td>
                      <PrayerTimeText value={day[`${prayer}_athan`]} />
                    </td>
                    <td>{iqamaTimes?.[prayer] ? <PrayerTimeText value={iqamaTimes[prayer]} /> : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </TabPanel>
        <TabPanel value="iqama">
          <div className="prayer-sidebar__actions">
            <IconAction
              label={t('prayer.sidebar.editIqama')}
              onClick={props.onEditIqama}
              icon={<PencilIcon />}
            />
            <IconAction
              label={t('prayer.sidebar.deleteIqama')}
              tone="danger"
              onClick={props.onDeleteIqama}
              icon={<TrashIcon />}
            />
          </div>
          {iqama ? (
            <div className="prayer-sidebar__iqama">
              <p className="prayer-sidebar__mode">{t(`prayer.iqama.mode.${iqama.mode}`)}</p>
              <p>
                {period} · {cityName(iqama.city)}
              </p>
              <dl className="prayer-sidebar__settings">
                {PRAYERS.map((prayer) => {
                  const minutes = iqama[`${prayer}_minutes`];
                  const fixed = iqama[`${prayer}_fixed`];
                  return (
                    <div key={prayer}>
                      <dt>{t(prayer === 'maghrib' ? 'prayer.maghribIftar' : `prayer.name.${prayer}`)}</dt>
                      <dd>
                        {iqama.mode === 'minutes_after_athan' ? (
                          t('prayer.iqama.minutes', { minutes: minutes ?? 0 })
                        ) : fixed ? (
                          <PrayerTimeText value={fixed} />
                        ) : (
                          t('prayer.iqama.notSet')
                        )}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </div>
          ) : (
            <p className="prayer-sidebar__message">{t('prayer.sidebar.noIqama')}</p>
          )}
        </TabPanel>
      </Tabs>
    </aside>
  );
}
