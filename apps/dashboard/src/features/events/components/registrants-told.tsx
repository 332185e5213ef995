import type { RegistrantsTold } from '@minbar/api/schemas/events';
import { Button } from '@minbar/ui/button/button';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { Link } from 'react-router';
import { useEventsT } from '../events-intl';

/** The registrants a saved change of an event mailed, with the event they were told about. */
export interface ToldNotice extends RegistrantsTold {
  eventId: number;
  eventName: string;
}

/** The sent mail filtered to the mails of one telling: its kind, about that event. */
export function toldMailsLink(told: Pick<ToldNotice, 'eventId' | 'kind'>): string {
  const query = new URLSearchParams({ kind: told.kind, event: String(told.eventId) });
  return `/dashboard/SentMail?${query}`;
}

export interface RegistrantsToldProps {
  told: ToldNotice;
  /** Staff who may read the sent mail (administrators) get the link to those mails. */
  canOpenMails: boolean;
  onDismiss: () => void;
}

/**
 * After a save that mailed the event's registrants: how many were told, and of what, so staff know
 * who knows; administrators open the list of those mails from here. It stays until dismissed.
 */
export function RegistrantsToldNotice({ told, canOpenMails, onDismiss }: RegistrantsToldProps) {
  const t = useEventsT();
  return (
    <div className="events-told" role="status" data-slot="registrants-told">
      <p className="events-told__text">
        {t('events.told', { kind: told.kind, count: told.count, name: isolateText(told.eventName) })}
      </p>
      <div className="events-told__actions">
        {canOpenMails ? (
          <Link className="events-told__link" to={toldMailsLink(told)}>
            {t('events.told.link')}
          </Link>
        ) : null}
        {/* In words, not an icon: the area's chunks share no close icon to reuse. */}
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('events.told.dismiss')}
        </Button>
      </div>
    </div>
  );
}
