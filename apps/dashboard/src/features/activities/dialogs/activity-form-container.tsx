import { isApiError } from '@minbar/api/errors';
import type { ActivityDetail } from '@minbar/api/schemas/activities';
import { activityIssueOfType } from '@minbar/domain/activities/activity-form';
import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { fieldFeedback } from '../../../lib/feedback';
import type { FieldMessage, ServerFieldErrors } from '../../../lib/forms/form-context';
import { photoUrl } from '../../../lib/photo-url';
import { useActivitiesT } from '../activities-intl';
import { ActivityFormDialog } from '../components/activity-form-dialog';
import { initialActivityValues } from '../components/activity-form-model';
import { FailureBanner } from '../components/failure-notice';
import { activityIssueMessage, type Failure, loadFailure, saveFailure } from '../error-messages';
import { useActivityForEdit } from '../queries/use-activity-for-edit';
import { useSaveActivity } from '../queries/use-save-activity';
import '../../../lib/page/page.css';

export interface ActivityFormContainerProps {
  /** The activity to edit; absent to add one. */
  edit?: { id: number; title: string };
  onClose: () => void;
  onSaved: (id: number) => void;
}

/** The server's refusals of single fields, worded by the activity rules' messages where they know the code. */
function serverFieldErrors(error: unknown): ServerFieldErrors {
  const out: Record<string, FieldMessage> = {};
  if (!isApiError(error)) return out;
  for (const [field, fieldError] of Object.entries(error.fieldErrors)) {
    const kind = field.replace(/_(en|ar|pl)$/, '');
    // 'activity.too_short' and 'field.required' are the form's own codes; others (the photo's) are bare.
    const code = activityIssueOfType(fieldError.code) ?? fieldError.code;
    out[field] =
      activityIssueMessage(`${kind}:${code}`) ??
      activityIssueMessage(fieldError.code) ??
      fieldFeedback(fieldError);
  }
  return out;
}

/** Add, or edit once the activity has loaded in every language; a refusal keeps the dialog and what was typed. */
export function ActivityFormContainer({ edit, onClose, onSaved }: ActivityFormContainerProps) {
  return edit ? (
    <EditActivity id={edit.id} title={edit.title} onClose={onClose} onSaved={onSaved} />
  ) : (
    <SaveActivity onClose={onClose} onSaved={onSaved} />
  );
}

function EditActivity({
  id,
  title,
  onClose,
  onSaved,
}: {
  id: number;
  title: string;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const t = useActivitiesT();
  const loaded = useActivityForEdit(id);
  if (loaded.data) {
    return (
      <SaveActivity
        id={id}
        onClose={onClose}
        onSaved={onSaved}
        stored={loaded.data}
        activityTitle={loaded.data.title_en || title}
      />
    );
  }
  const failure = loaded.isError ? loadFailure(loaded.error, 'activities.error.loadOne') : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('activities.form.editTitle', { title: isolateText(title) })}
      description={failure ? undefined : t('activities.form.loading')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('activities.form.cancel')}
          </Button>
          {failure ? <Button onClick={() => void loaded.refetch()}>{t('app.retry')}</Button> : null}
        </>
      }
    >
      {failure ? (
        <FailureBanner failure={failure} />
      ) : (
        <p role="status" aria-busy="true" className="activities-form__loading">
          {t('activities.form.loading')}
        </p>
      )}
    </Dialog>
  );
}

function SaveActivity({
  id,
  onClose,
  onSaved,
  stored,
  activityTitle,
}: {
  id?: number;
  onClose: () => void;
  onSaved: (id: number) => void;
  stored?: ActivityDetail;
  activityTitle?: string;
}) {
  const t = useActivitiesT();
  const toast = useToast();
  const save = useSaveActivity();
  const [initialValues] = useState(() => initialActivityValues(stored));
  const [failure, setFailure] = useState<Failure | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const mode = id === undefined ? 'create' : 'edit';
  return (
    <ActivityFormDialog
      mode={mode}
      initialValues={initialValues}
      activityTitle={activityTitle}
      storedPhotoUrl={stored?.photo ? photoUrl(stored.photo, 320) : null}
      saving={save.isPending}
      failure={failure}
      serverErrors={serverErrors}
      onClose={onClose}
      onSave={async (payload, photo) => {
        setFailure(null);
        try {
          const saved = await save.mutateAsync({ id, payload, photo });
          toast.show({
            tone: 'success',
            message: t(mode === 'create' ? 'activities.created' : 'activities.updated', {
              title: isolateText(payload.title_en),
            }),
          });
          onSaved(saved.id);
          onClose();
        } catch (error) {
          setServerErrors(serverFieldErrors(error));
          setFailure(saveFailure(error, mode));
        }
      }}
    />
  );
}
