import type { Activity } from '@minbar/api/schemas/activities';
import type { Locale } from '@minbar/ui/provider/ui-provider';

export type { Activity };

/**
 * What the Activities page asks of the server. The page takes it from ActivitiesProvider: the site
 * gives the HTTP one, stories and tests a scripted one.
 */
export interface ActivitiesApi {
  /** The centre's activities in the visitor's language, newest first. */
  list(locale: Locale): Promise<Activity[]>;
}
