import type { NisabAnswer } from '@minbar/api/schemas/donations';
import { Button } from '@minbar/ui/button/button';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useMosqueSettingsT } from '../mosque-settings-intl';
import type { SectionState } from './section-state';
import { StatusCard } from './status-card';

/** The section's anchor: other pages (Donations) link to the nisab as /dashboard/MosqueSettings#nisab. */
export const NISAB_SECTION_ID = 'nisab';

/**
 * The zakat calculator's nisab as set, per currency: its amount, the metal it is worked out from and
 * the day of that price, and the button that opens its settings here. Reached by its anchor, the
 * section takes focus, so the page opens scrolled to it and the next Tab reaches the button.
 */
export function NisabSection({
  state,
  onRetry,
  onSet,
  focused = false,
}: {
  state: SectionState<NisabAnswer[]>;
  onRetry: () => void;
  /** Opens the nisab settings. */
  onSet: () => void;
  /** The page was opened at this section's anchor. */
  focused?: boolean;
}) {
  const t = useMosqueSettingsT();
  const intl = useIntl();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focused) return;
    // After this render's effects: the shell moves focus to a new page's heading in its own effect.
    const timer = setTimeout(() => section.current?.focus());
    return () => clearTimeout(timer);
  }, [focused]);
  return (
    <StatusCard
      id={NISAB_SECTION_ID}
      sectionRef={section}
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
            <Button variant="secondary" onClick={onSet}>
              {t('mosqueSettings.nisab.set')}
            </Button>
          </p>
        </>
      )}
    </StatusCard>
  );
}
