import { useIntl } from 'react-intl';
import { useT } from '../../../lib/i18n';
import { roleName } from '../../../lib/roles';

/**
 * What an imam sees on landing while the prayer-times area is not part of the app yet: a greeting
 * with their roles, not an empty page.
 */
export function WelcomeCard({ username, roles }: { username: string; roles: string[] }) {
  const t = useT();
  const intl = useIntl();
  const names = intl.formatList(
    roles.map((role) => roleName(t, role)),
    { type: 'conjunction' },
  );
  return (
    <section className="dashboard-card" aria-labelledby="welcome-title">
      <h1 id="welcome-title" className="dashboard-card__title">
        {t('welcome.title', { username })}
      </h1>
      <p>{t('welcome.roles', { count: roles.length, roles: names })}</p>
      <p>{t('welcome.body')}</p>
    </section>
  );
}
