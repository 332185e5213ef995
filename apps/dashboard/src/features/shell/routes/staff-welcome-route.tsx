import { useSession } from '../../../lib/api-context';
import { WelcomeCard } from '../components/welcome-card';

/** /dashboard/AthanTimes and /dashboard/AthanTimesAdmain: where an imam lands. */
export function StaffWelcomeRoute() {
  const session = useSession();
  if (!session) return null;
  return <WelcomeCard username={session.username} roles={session.roles} />;
}
