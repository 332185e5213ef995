import { landingPathFor } from '@minbar/domain/access/landing';
import { useSession } from '../../../lib/api-context';

/**
 * Where a visitor of the login or reset pages should be sent instead: a stored session with a
 * dashboard role goes straight to its landing page, even before this tab holds an access token (the
 * dashboard gets one through the refresh cookie). Null: show the page.
 */
export function useSignedInLanding() {
  const session = useSession();
  if (!session) return null;
  return landingPathFor(session.roles);
}
