import type { EventListItem } from '@minbar/api/schemas/events';
import { firstWords } from '@minbar/domain/events/words';
import { Button } from '@minbar/ui/button/button';
import { LazyConfirmDialog } from '@minbar/ui/dialog/lazy-confirm-dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { Link } from 'react-router';
import { type EventsMessage, useEventsMessage, useEventsT } from '../events-intl';
import { formatEventDate, formatEventTime } from '../format';
import { registrationsLink } from './registrations-link';
import './events.css';
import '../../../lib/page/page.css';
import { LoadFailure } from '../../../lib/load-failure';

export interface DeleteFailure {
  id: number;
  name: string;
  reason: EventsMessage;
}

export interface EventListProps {
  /** Undefined while the first load runs. */
  events?: readonly EventListItem[];
  loading?: boolean;
  error?: EventsMessage | null;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (event: EventListItem) => void;
  /** Trash mode: a checkbox per event and the Delete action. */
  trashMode: boolean;
  onTrashModeChange: (on: boolean) => void;
  selectedIds: readonly number[];
  onSelectedIdsChange: (ids: number[]) => void;
  onDeleteRequest: () => void;
  /** The confirmation naming how many events go. */
  deleteConfirmOpen: boolean;
  onDeleteCancel: () => void;
  onDeleteConfirm: () => void;
  deleteBusy?: boolean;
  /** The events the last delete could not delete, and why. */
  deleteFailures?: readonly DeleteFailure[];
}

/** The left column: Add event, the trash toggle, and every event with its day, time and status. */
export function EventList(props: EventListProps) {
  const t = useEventsT();
  const word = useEventsMessage();
  const locale = useUiLocale();
  const { events, trashMode, selectedIds } = props;
  const toggle = (id: number, checked: boolean) =>
    props.onSelectedIdsChange(checked ? [...selectedIds, id] : selectedIds.filter((each) => each !== id));

  return (
    <section className="events-list" aria-labelledby="events-list-title">
      <div className="events-list__header">
        <h2 id="events-list-title" className="events-list__title">
          {t('events.list.title')}
        </h2>
        <div className="events-list__actions">
          <Button size="sm" onClick={props.onAdd}>
            {t('events.add')}
          </Button>
          <Button
            size="sm"
            variant={trashMode ? 'primary' : 'secondary'}
            aria-pressed={trashMode}
            onClick={() => props.onTrashModeChange(!trashMode)}
          >
            {t('events.trash')}
          </Button>
        </div>
      </div>
      {trashMode ? (
        <div className="events-list__trash">
          <p role="status" className="events-list__selected">
            {t('events.trash.selected', { count: selectedIds.length })}
          </p>
          <Button
            variant="danger"
            size="sm"
            disabled={selectedIds.length === 0}
            onClick={props.onDeleteRequest}
          >
            {t('events.trash.delete')}
          </Button>
        </div>
      ) : null}
      {props.deleteFailures && props.deleteFailures.length > 0 ? (
        <div className="dashboard-alert" role="alert">
          <p>{t('events.deleteFailed', { count: props.deleteFailures.length })}</p>
          <ul className="events-list__failures">
            {props.deleteFailures.map((failure) => (
              <li key={failure.id}>
                <bdi>{failure.name}</bdi>: {word(failure.reason)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {props.error ? (
        <LoadFailure message={word(props.error)} onRetry={props.onRetry} />
      ) : !events || props.loading ? (
        <div className="events-list__loading" role="status" aria-busy="true">
          <span className="visually-hidden">{t('events.loading')}</span>
          {[0, 1, 2, 3].map((row) => (
            <span key={row} className="events-skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : events.length === 0 ? (
        <p className="events-list__empty">{t('events.empty')}</p>
      ) : (
        <ul className="events-list__items" aria-labelledby="events-list-title">
          {events.map((event) => {
            const name = firstWords(event.event_name);
            const canceled = event.status === 'canceled';
            return (
              <li key={event.id} className="events-list__item" data-canceled={canceled || undefined}>
                {trashMode ? (
                  <input
                    type="checkbox"
                    className="events-list__check"
                    aria-label={t('events.trash.select', { name: isolateText(event.event_name) })}
                    checked={selectedIds.includes(event.id)}
                    onChange={(change) => toggle(event.id, change.target.checked)}
                  />
                ) : null}
                <div className="events-list__body">
                  <Link
                    className="events-list__name"
                    to={registrationsLink(event.id)}
                    state={{ title: event.event_name }}
                    title={event.event_name}
                  >
                    <bdi>{name}</bdi>
                  </Link>
                  <span className="events-list__when">
                    {formatEventDate(locale, event.date)}
                    {event.time
                      ? `, ${formatEventTime(locale, event.time)}`
                      : ` · ${t('events.time.unknown')}`}
                  </span>
                  {canceled ? (
                    <span className="events-badge events-badge--canceled">{t('events.status.canceled')}</span>
                  ) : null}
                </div>
                {trashMode ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('events.editOf', { name: isolateText(event.event_name) })}
                    onClick={() => props.onEdit(event)}
                  >
                    {t('events.edit')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <LazyConfirmDialog
        open={props.deleteConfirmOpen}
        onOpenChange={(open) => !open && props.onDeleteCancel()}
        title={t('events.delete.title')}
        message={t('events.delete.message', { count: selectedIds.length })}
        confirmLabel={t('events.delete.confirm')}
        cancelLabel={t('shell.cancel')}
        tone="danger"
        busy={props.deleteBusy}
        onConfirm={props.onDeleteConfirm}
      />
    </section>
  );
}
