import { useAppMessages } from '../../../lib/app-intl';
import { Loadable } from '../../../lib/loadable';
import { useActivitiesMessages } from '../activities-intl';
import { ActivitiesList } from '../components/activities-list';
import { activityKeys, useActivities, useActivitiesData } from '../data/activities-queries';
import '../activities.css';

/** /activities: what the centre does, in the visitor's language, with its safe videos. */
export default function ActivitiesRoute() {
  const t = useActivitiesMessages();
  const site = useAppMessages();
  const { cache, locale } = useActivitiesData();
  return (
    <section className="content-page activities-page" aria-labelledby="activities-title">
      <header className="content-page__header">
        <h1 id="activities-title">{t('activities.title')}</h1>
        <p>{t('activities.intro')}</p>
      </header>
      <Loadable
        loadingText={t('activities.loading')}
        failureText={t('activities.failed')}
        retryText={site('common.retry')}
        onRetry={() => cache.forget(activityKeys.list(locale))}
      >
        <Activities />
      </Loadable>
    </section>
  );
}

function Activities() {
  return <ActivitiesList activities={useActivities()} />;
}
