import { useActivitiesMessages } from '../activities-intl';
import type { Activity } from '../data/activities-api';
import { ActivityCard } from './activity-card';
import '../../../lib/content-page.css';

/** The centre's activities, newest first (the server's order), or the empty message. */
export function ActivitiesList({ activities }: { activities: Activity[] }) {
  const t = useActivitiesMessages();
  if (activities.length === 0) {
    return (
      <div className="content-page__empty">
        <h2>{t('activities.empty')}</h2>
        <p>{t('activities.emptyText')}</p>
      </div>
    );
  }
  return (
    <ul className="content-page__list" aria-label={t('activities.listLabel', { count: activities.length })}>
      {activities.map((activity, index) => (
        <li key={activity.id}>
          <ActivityCard activity={activity} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}
