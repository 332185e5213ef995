import { landingPathFor } from '@minbar/domain/access/routes';
import { useSession } from '../../../lib/api-context';

/**
 * Where a visitor of the login or reset pages should be sent instead: a stored token with a
 * dashboard role goes straight to its landing page (spec part 1 §2). Null: show the page.
 */
export function useSignedInLanding() {
  const session = useSession();
  if (!session?.token) return null;
  return landingPathFor(session.roles);
}
