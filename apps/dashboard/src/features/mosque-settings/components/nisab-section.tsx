import type { NisabAnswer } from '@minbar/api/schemas/donations';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useMosqueSettingsT } from '../mosque-settings-intl';
import type { SectionState } from './section-state';
import { StatusCard } from './status-card';

/** Where the nisab is set: the Donations area opens its nisab settings at once. */
export const SET_NISAB_HREF = '/dashboard/Donations?nisab=open';

/**
 * The zakat calculator's nisab as set, per currency: its amount, the metal it is worked out from and
 * the day of that price; the link sets it where the gifts are.
 */
export function NisabSection({
  state,
  onRetry,
}: {
  state: SectionState<NisabAnswer[]>;
  onRetry: () => void;
}) {
  const t = useMosqueSettingsT();
  const intl = useIntl();
  return (
    <StatusCard
      title={t('mosqueSettings.nisab.title')}
      loading={t('mosqueSettings.nisab.loading')}
      state={state}
      onRetry={onRetry}
    >
      {(settings) => (
        <>
          {settings.length === 0 ? (
            <p>{t('mosqueSettings.nisab.empty')}</p>
          ) : (
            <table className="mosque-settings__nisab">
              <caption className="visually-hidden">{t('mosqueSettings.nisab.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('mosqueSettings.nisab.column.currency')}</th>
                  <th scope="col">{t('mosqueSettings.nisab.column.amount')}</th>
                  <th scope="col">{t('mosqueSettings.nisab.column.basis')}</th>
                  <th scope="col">{t('mosqueSettings.nisab.column.asOf')}</th>
                </tr>
              </thead>
              <tbody>
                {settings.map((setting) => (
                  <tr key={setting.currency}>
                    <th scope="row">{setting.currency}</th>
                    <td>
                      {intl.formatNumber(setting.amount, { style: 'currency', currency: setting.currency })}
                    </td>
                    <td>{t(`mosqueSettings.nisab.basis.${setting.basis}`)}</td>
                    <td>
                      {intl.formatDate(`${setting.as_of}T12:00:00Z`, {
                        dateStyle: 'medium',
                        timeZone: 'UTC',
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p>
            <Link to={SET_NISAB_HREF}>{t('mosqueSettings.nisab.set')}</Link>
          </p>
        </>
      )}
    </StatusCard>
  );
}
