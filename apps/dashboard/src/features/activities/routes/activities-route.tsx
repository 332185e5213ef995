import type { Activity } from '@minbar/api/schemas/activities';
import { ACTIVITY_LANGUAGES } from '@minbar/domain/activities/activity-form';
import { useToast } from '@minbar/ui/toast/toast';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTrashMode } from '../../../lib/batch-delete';
import { useContentLanguage } from '../../../lib/list-and-detail/content-language';
import { ActivitiesIntlProvider, useActivitiesT } from '../activities-intl';
import { ActivitiesScreen } from '../components/activities-screen';
import { ActivityList, type DeleteFailure } from '../components/activity-list';
import { ActivityPreview } from '../components/activity-preview';
import { type ActivityDialog, ActivityDialogs } from '../dialogs/activity-dialogs';
import { deleteFailure, loadFailure } from '../error-messages';
import { useActivities } from '../queries/use-activities';
import { useDeleteActivities } from '../queries/use-delete-activities';

/** The area's messages wrap the screen, so the route's own toasts read them too. */
export function ActivitiesRoute() {
  return (
    <ActivitiesIntlProvider>
      <ActivitiesArea />
    </ActivitiesIntlProvider>
  );
}

const idFromSearch = (value: string | null): number | null =>
  value && /^\d+$/.test(value) ? Number(value) : null;

/**
 * The content language and the activity shown live in the URL, so a reload or a shared link opens the
 * same place; the activities' texts are in the interface's language unless staff pick another.
 */
function ActivitiesArea() {
  const t = useActivitiesT();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const [language, pickLanguage] = useContentLanguage(ACTIVITY_LANGUAGES);
  const selectedId = idFromSearch(searchParams.get('id'));
  const update = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const activities = useActivities(language);
  const [dialog, setDialog] = useState<ActivityDialog | null>(null);
  const trash = useTrashMode({
    items: activities.data,
    remove: useDeleteActivities(),
    failureOf: (activity, error): DeleteFailure => ({
      id: activity.id,
      title: activity.title,
      reason: deleteFailure(error),
    }),
    onDeleted: (deleted) => {
      if (deleted.some((activity) => activity.id === selectedId)) update({ id: null });
      toast.show({ tone: 'success', message: t('activities.deleted', { count: deleted.length }) });
    },
  });
  const selected = activities.data?.find((activity) => activity.id === selectedId) ?? null;
  const edit = (activity: Activity) => setDialog({ kind: 'edit', id: activity.id, title: activity.title });

  return (
    <>
      <ActivitiesScreen
        contentLanguage={language}
        onContentLanguageChange={pickLanguage}
        list={
          <ActivityList
            activities={activities.data}
            loading={activities.isPending}
            error={activities.isError ? loadFailure(activities.error, 'activities.error.load') : null}
            onRetry={() => void activities.refetch()}
            onAdd={() => setDialog({ kind: 'create' })}
            onEdit={edit}
            selectedId={selectedId}
            onSelect={(activity) => update({ id: String(activity.id) })}
            trashMode={trash.on}
            onTrashModeChange={trash.setOn}
            checkedIds={trash.chosenIds}
            onCheckedIdsChange={trash.setChosenIds}
            onDeleteRequest={trash.requestDelete}
            deleteConfirmOpen={trash.confirmOpen}
            onDeleteCancel={trash.cancelDelete}
            deleteBusy={trash.busy}
            onDeleteConfirm={trash.confirmDelete}
            deleteFailures={trash.failures}
          />
        }
        preview={
          <ActivityPreview
            activity={selected}
            missing={selectedId !== null && activities.data !== undefined && selected === null}
          />
        }
      />
      <ActivityDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onSaved={(id) => update({ id: String(id) })}
      />
    </>
  );
}
