import { networkFailure } from '../../../lib/feedback';
import { useMe } from '../../../lib/me-query';
import { ProfileScreen, type ProfileState } from '../components/profile-screen';
import { ProfileIntlProvider } from '../profile-intl';

export function ProfileRoute() {
  const me = useMe();
  const state: ProfileState = me.data
    ? { status: 'ready', profile: me.data }
    : me.isError
      ? { status: 'error', message: networkFailure(me.error) ?? { id: 'profile.error' } }
      : { status: 'loading' };
  return (
    <ProfileIntlProvider>
      <ProfileScreen state={state} onRetry={() => void me.refetch()} />
    </ProfileIntlProvider>
  );
}
