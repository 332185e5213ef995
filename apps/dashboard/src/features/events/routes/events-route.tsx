import type { EventListItem } from '@minbar/api/schemas/events';
import { EVENT_LANGUAGES, type EventLanguage } from '@minbar/domain/events/event-form';
import { useToast } from '@minbar/ui/toast/toast';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/api-context';
import { useTrashMode } from '../../../lib/batch-delete';
import { useContentLanguage } from '../../../lib/list-and-detail/content-language';
import { useMosqueToday } from '../../../lib/use-mosque-settings';
import { EventCalendar } from '../components/event-calendar';
import { EventDetails } from '../components/event-details';
import { type DeleteFailure, EventList } from '../components/event-list';
import { EventsScreen } from '../components/events-screen';
import { RegistrantsToldNotice, type ToldNotice } from '../components/registrants-told';
import { type EventDialog, EventDialogs } from '../dialogs/event-dialogs';
import { deleteFailure, loadFailure } from '../error-messages';
import { EventsIntlProvider, useEventsT } from '../events-intl';
import { type CalendarView, dateFromSearch, stepAnchor } from '../events-model';
import { useDeleteEvents } from '../queries/use-delete-events';
import { useEventDetail } from '../queries/use-event-detail';
import { useEvents } from '../queries/use-events';

/** The area's messages wrap the screen, so the route's own toasts read them too. */
export function EventsRoute() {
  return (
    <EventsIntlProvider>
      <EventsArea />
    </EventsIntlProvider>
  );
}

/**
 * The content language, the view and the period shown live in the URL, so a reload or a shared link
 * opens the same place; the events' texts are in the interface's language unless staff pick another.
 */
function EventsArea() {
  const t = useEventsT();
  const toast = useToast();
  const today = useMosqueToday();
  const [searchParams, setSearchParams] = useSearchParams();
  const [language, pickLanguage] = useContentLanguage(EVENT_LANGUAGES);
  const view: CalendarView = searchParams.get('view') === 'week' ? 'week' : 'month';
  const anchor = dateFromSearch(searchParams.get('date')) ?? today;
  const update = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const events = useEvents(language);
  const [dialog, setDialog] = useState<EventDialog | null>(null);
  const [told, setTold] = useState<ToldNotice | null>(null);
  // The sent mail is the administrators' (an imam is told how many, without the link).
  const canOpenMails = useSession()?.roles.includes('admin') ?? false;
  const trash = useTrashMode({
    items: events.data,
    remove: useDeleteEvents(),
    failureOf: (event, error): DeleteFailure => ({
      id: event.id,
      name: event.event_name,
      reason: deleteFailure(error),
    }),
    onDeleted: (deleted) =>
      toast.show({ tone: 'success', message: t('events.deleted', { count: deleted.length }) }),
  });
  const edit = (event: EventListItem) => setDialog({ kind: 'edit', id: event.id, name: event.event_name });

  return (
    <>
      <EventsScreen
        contentLanguage={language}
        onContentLanguageChange={pickLanguage}
        notice={
          told ? (
            <RegistrantsToldNotice told={told} canOpenMails={canOpenMails} onDismiss={() => setTold(null)} />
          ) : null
        }
        list={
          <EventList
            events={events.data}
            loading={events.isPending}
            error={events.isError ? loadFailure(events.error, 'events.error.load') : null}
            onRetry={() => void events.refetch()}
            onAdd={() => setDialog({ kind: 'create' })}
            onEdit={edit}
            trashMode={trash.on}
            onTrashModeChange={trash.setOn}
            selectedIds={trash.chosenIds}
            onSelectedIdsChange={trash.setChosenIds}
            onDeleteRequest={trash.requestDelete}
            deleteConfirmOpen={trash.confirmOpen}
            onDeleteCancel={trash.cancelDelete}
            deleteBusy={trash.busy}
            onDeleteConfirm={trash.confirmDelete}
            deleteFailures={trash.failures}
          />
        }
        calendar={
          <EventCalendar
            view={view}
            onViewChange={(next) => update({ view: next === 'week' ? 'week' : null })}
            anchor={anchor}
            onStep={(step) => update({ date: step === 0 ? null : stepAnchor(view, anchor, step) })}
            today={today}
            events={events.data}
            renderDetails={(event) => <DetailsContainer event={event} language={language} onEdit={edit} />}
          />
        }
      />
      <EventDialogs dialog={dialog} today={today} onClose={() => setDialog(null)} onTold={setTold} />
    </>
  );
}

/** An event's card: the list's facts at once, the prices once its detail has loaded. */
function DetailsContainer({
  event,
  language,
  onEdit,
}: {
  event: EventListItem;
  language: EventLanguage;
  onEdit: (event: EventListItem) => void;
}) {
  const detail = useEventDetail(event.id, language);
  return (
    <EventDetails
      event={event}
      prices={detail.data}
      pricesLoading={detail.isPending}
      pricesError={detail.isError ? loadFailure(detail.error, 'events.error.loadOne') : null}
      onRetryPrices={() => void detail.refetch()}
      onEdit={onEdit}
    />
  );
}
