import type { Me } from '@minbar/api/schemas/accounts';
import { TextField } from '@minbar/ui/text-field/text-field';
import avatarUrl from '../assets/avatar.svg';
import { type ProfileMessage, useProfileT } from '../profile-intl';
import './profile-screen.css';
import '../../../lib/page/page.css';
import { LoadFailure } from '../../../lib/load-failure';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error'; message: ProfileMessage }
  | { status: 'ready'; profile: Pick<Me, 'username' | 'email' | 'phone'> };

const ignoreEdit = () => undefined;

/**
 * /dashboard/ProfileSettings: what belongs to the person signed in, one Profile tab with read-only
 * username, email, phone and a fixed avatar. The mosque's own settings are the Mosque settings area's.
 */
export function ProfileScreen({ state, onRetry }: { state: ProfileState; onRetry: () => void }) {
  const t = useProfileT();
  return (
    <div className="profile">
      <h1 className="dashboard-page__title">{t('profile.title')}</h1>
      <section className="dashboard-card profile__card" aria-labelledby="profile-tab-title">
        <h2 id="profile-tab-title" className="dashboard-card__title">
          {t('profile.tab')}
        </h2>
        {state.status === 'loading' ? (
          <p role="status" aria-live="polite">
            {t('profile.loading')}
          </p>
        ) : null}
        {state.status === 'error' ? (
          <LoadFailure message={t(state.message.id, state.message.values)} onRetry={onRetry} />
        ) : null}
        {state.status === 'ready' ? (
          <div className="profile__content">
            <img
              className="profile__avatar"
              src={avatarUrl}
              alt={t('profile.avatarAlt')}
              width={96}
              height={96}
            />
            <div className="profile__fields">
              <TextField
                label={t('profile.field.username')}
                name="username"
                readOnly
                value={state.profile.username}
                onChange={ignoreEdit}
              />
              <TextField
                label={t('profile.field.email')}
                name="email"
                type="email"
                readOnly
                value={state.profile.email}
                onChange={ignoreEdit}
              />
              <TextField
                label={t('profile.field.phone')}
                name="phone"
                type="tel"
                readOnly
                value={state.profile.phone ?? ''}
                placeholder={state.profile.phone ? undefined : t('profile.phoneMissing')}
                onChange={ignoreEdit}
              />
            </div>
          </div>
        ) : null}
      </section>
    </div>
  );
}
