import { isApiError } from '@minbar/api/errors';
import { eventIssueOfType } from '@minbar/domain/events/event-form';
import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { fieldFeedback } from '../../../lib/feedback';
import type { FieldMessage, ServerFieldErrors } from '../../../lib/forms/form-context';
import { photoUrl } from '../../../lib/photo-url';
import { EventFormDialog } from '../components/event-form-dialog';
import { initialEventValues, issueKey } from '../components/event-form-model';
import type { ToldNotice } from '../components/registrants-told';
import { eventIssueMessage, loadFailure, saveFailure } from '../error-messages';
import { type EventsMessage, useEventsMessage, useEventsT } from '../events-intl';
import { useEventForEdit } from '../queries/use-event-for-edit';
import { useSaveEvent } from '../queries/use-save-event';
import '../../../lib/page/page.css';

export interface EventFormContainerProps {
  /** The event to edit; absent to add one. */
  edit?: { id: number; name: string };
  today: string;
  onClose: () => void;
  /** A saved edit mailed the event's registrants: how many, and of what. */
  onTold?: (told: ToldNotice) => void;
}

/** The server's refusals of single fields, worded by the event rules' messages where they know the code. */
function serverFieldErrors(error: unknown): ServerFieldErrors {
  const out: Record<string, FieldMessage> = {};
  if (!isApiError(error)) return out;
  for (const [field, fieldError] of Object.entries(error.fieldErrors)) {
    const issue = eventIssueOfType(fieldError.code);
    out[field] =
      (issue ? eventIssueMessage(issueKey(field, issue)) : eventIssueMessage(fieldError.code)) ??
      fieldFeedback(fieldError);
  }
  return out;
}

/** Add, or edit once the event has loaded in every language; a refusal keeps the dialog and what was typed. */
export function EventFormContainer({ edit, today, onClose, onTold }: EventFormContainerProps) {
  return edit ? (
    <EditEvent id={edit.id} name={edit.name} today={today} onClose={onClose} onTold={onTold} />
  ) : (
    <SaveEvent today={today} onClose={onClose} />
  );
}

function EditEvent({
  id,
  name,
  today,
  onClose,
  onTold,
}: {
  id: number;
  name: string;
  today: string;
  onClose: () => void;
  onTold?: (told: ToldNotice) => void;
}) {
  const t = useEventsT();
  const word = useEventsMessage();
  const loaded = useEventForEdit(id);
  if (loaded.data) {
    return (
      <SaveEvent
        id={id}
        today={today}
        onClose={onClose}
        stored={loaded.data}
        eventName={loaded.data.texts.en.name || name}
        onTold={onTold}
      />
    );
  }
  const failure = loaded.isError ? loadFailure(loaded.error, 'events.error.loadOne') : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('events.form.editTitle', { name: isolateText(name) })}
      description={failure ? undefined : t('events.form.loading')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('events.form.cancel')}
          </Button>
          {failure ? <Button onClick={() => void loaded.refetch()}>{t('app.retry')}</Button> : null}
        </>
      }
    >
      {failure ? (
        <p role="alert" className="dashboard-alert">
          {word(failure)}
        </p>
      ) : (
        <p role="status" aria-busy="true" className="events-form__loading">
          {t('events.form.loading')}
        </p>
      )}
    </Dialog>
  );
}

function SaveEvent({
  id,
  today,
  onClose,
  stored,
  eventName,
  onTold,
}: {
  id?: number;
  today: string;
  onClose: () => void;
  stored?: Parameters<typeof initialEventValues>[0];
  eventName?: string;
  onTold?: (told: ToldNotice) => void;
}) {
  const t = useEventsT();
  const toast = useToast();
  const save = useSaveEvent();
  const [initialValues] = useState(() => initialEventValues(stored));
  const [failure, setFailure] = useState<EventsMessage | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const mode = id === undefined ? 'create' : 'edit';
  return (
    <EventFormDialog
      mode={mode}
      initialValues={initialValues}
      today={today}
      eventName={eventName}
      storedPhotoUrl={stored?.event.photo ? photoUrl(stored.event.photo, 320) : null}
      saving={save.isPending}
      failure={failure}
      serverErrors={serverErrors}
      onClose={onClose}
      onSave={async (payload, photo, intent) => {
        setFailure(null);
        try {
          const { event: saved, told } = await save.mutateAsync({ id, payload, photo });
          toast.show({
            tone: 'success',
            message: t(mode === 'create' ? 'events.created' : 'events.updated', {
              name: isolateText(saved.event_name ?? payload.event_name_en),
            }),
          });
          if (told && told.count > 0)
            onTold?.({ ...told, eventId: saved.id, eventName: saved.event_name ?? payload.event_name_en });
          if (intent === 'close') onClose();
          return true;
        } catch (error) {
          setServerErrors(serverFieldErrors(error));
          setFailure(saveFailure(error, mode));
          return false;
        }
      }}
    />
  );
}
