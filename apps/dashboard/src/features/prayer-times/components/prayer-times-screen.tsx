import { Button } from '@minbar/ui/button/button';
import type { ReactNode } from 'react';
import { usePrayerT } from '../prayer-intl';
import './prayer-times-screen.css';
import '../../../lib/page/page.css';

export interface PrayerTimesScreenProps {
  todayCard: ReactNode;
  /** The devices with prayer reminders, per language (admins only). */
  reminders?: ReactNode;
  /** The view switch with its views. */
  views: ReactNode;
  sidebar: ReactNode;
  /** Dialogs, rendered in portals. */
  dialogs?: ReactNode;
  onDownload: () => void;
  onUpload: () => void;
  /** Opens the mosque's settings; absent for those who may not change them (imams). */
  onMosqueSettings?: () => void;
}

/**
 * /dashboard/AthanTimes: a header with Mosque settings (admins), Upload and Download, today's card, the views and the
 * selected day's sidebar. On narrow screens the sidebar follows the views.
 */
export function PrayerTimesScreen(props: PrayerTimesScreenProps) {
  const t = usePrayerT();
  return (
    <div className="prayer-screen">
      <header className="prayer-screen__header">
        <h1 className="dashboard-page__title">{t('prayer.title')}</h1>
        <div className="prayer-screen__actions">
          {props.onMosqueSettings ? (
            <Button variant="secondary" onClick={props.onMosqueSettings}>
              {t('prayer.mosqueSettings.open')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={props.onUpload}>
            {t('prayer.upload')}
          </Button>
          <Button variant="secondary" onClick={props.onDownload}>
            {t('prayer.download')}
          </Button>
        </div>
      </header>
      <div className="prayer-screen__body">
        <div className="prayer-screen__main">
          {props.todayCard}
          {props.reminders}
          {props.views}
        </div>
        {props.sidebar}
      </div>
      {props.dialogs}
    </div>
  );
}
