import type { Activity } from '@minbar/api/schemas/activities';
import { firstWords } from '@minbar/domain/events/words';
import { Button } from '@minbar/ui/button/button';
import { isolateText } from '@minbar/ui/user-text/user-text';
import ActivityMark from 'lucide-react/icons/activity';
import Check from 'lucide-react/icons/check';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useState } from 'react';
import { photoUrl } from '../../../lib/photo-url';
import { type ActivitiesMessage, useActivitiesMessage, useActivitiesT } from '../activities-intl';
import type { Failure } from '../error-messages';
import { FailureBanner } from './failure-notice';
import './activities.css';
import '../../../lib/page/page.css';

/* The confirmation (and Radix's dialog layers) loads when first asked for, not with the list. */
const DeleteConfirmDialog = lazy(() =>
  import('./delete-confirm-dialog').then((m) => ({ default: m.DeleteConfirmDialog })),
);

export interface DeleteFailure {
  id: number;
  title: string;
  reason: ActivitiesMessage;
}

export interface ActivityListProps {
  /** Undefined while the first load runs. */
  activities?: readonly Activity[];
  loading?: boolean;
  error?: Failure | null;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (activity: Activity) => void;
  /** The activity shown in the preview. */
  selectedId: number | null;
  onSelect: (activity: Activity) => void;
  /** Trash mode: a checkbox per activity, and the confirm and cancel icons. */
  trashMode: boolean;
  onTrashModeChange: (on: boolean) => void;
  checkedIds: readonly number[];
  onCheckedIdsChange: (ids: number[]) => void;
  /** The confirmation listing the chosen activities. */
  deleteConfirmOpen: boolean;
  onDeleteRequest: () => void;
  onDeleteCancel: () => void;
  onDeleteConfirm: () => void;
  deleteBusy?: boolean;
  /** The activities the last delete could not delete, and why. */
  deleteFailures?: readonly DeleteFailure[];
}

/** The left column: Add, the trash toggle, and every activity with its photo, title and place. */
export function ActivityList(props: ActivityListProps) {
  const t = useActivitiesT();
  const word = useActivitiesMessage();
  const { activities, trashMode, checkedIds } = props;
  const toggle = (id: number, checked: boolean) =>
    props.onCheckedIdsChange(checked ? [...checkedIds, id] : checkedIds.filter((each) => each !== id));
  const chosen = (activities ?? []).filter((activity) => checkedIds.includes(activity.id));
  // Once opened it stays mounted, so it closes (and hands focus back) like any dialog.
  const [opened, setOpened] = useState(props.deleteConfirmOpen);
  if (props.deleteConfirmOpen && !opened) setOpened(true);

  return (
    <section className="activities-list" aria-labelledby="activities-list-title">
      <div className="activities-list__header">
        <h2 id="activities-list-title" className="activities-list__title">
          {t('activities.list.title')}
        </h2>
        <div className="activities-list__actions">
          {trashMode ? (
            <>
              <p role="status" className="activities-list__selected">
                {t('activities.trash.selected', { count: checkedIds.length })}
              </p>
              <Button
                variant="danger"
                size="sm"
                className="activities-icon-button"
                aria-label={t('activities.trash.confirm')}
                title={t('activities.trash.confirm')}
                disabled={checkedIds.length === 0}
                onClick={props.onDeleteRequest}
              >
                <Check size={18} aria-hidden="true" />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className="activities-icon-button"
                aria-label={t('activities.trash.cancel')}
                title={t('activities.trash.cancel')}
                onClick={() => props.onTrashModeChange(false)}
              >
                <X size={18} aria-hidden="true" />
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" onClick={props.onAdd}>
                <Plus size={18} aria-hidden="true" />
                {t('activities.add')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className="activities-icon-button"
                aria-label={t('activities.trash')}
                title={t('activities.trash')}
                disabled={!activities || activities.length === 0}
                onClick={() => props.onTrashModeChange(true)}
              >
                <Trash2 size={18} aria-hidden="true" />
              </Button>
            </>
          )}
        </div>
      </div>
      {props.deleteFailures && props.deleteFailures.length > 0 ? (
        <div className="dashboard-alert" role="alert">
          <p>{t('activities.deleteFailed', { count: props.deleteFailures.length })}</p>
          <ul className="activities-list__failures">
            {props.deleteFailures.map((failure) => (
              <li key={failure.id}>
                <bdi>{failure.title}</bdi>: {word(failure.reason)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {props.error ? (
        <FailureBanner failure={props.error} onRetry={props.onRetry} />
      ) : !activities || props.loading ? (
        <div className="activities-list__loading" role="status" aria-busy="true">
          <span className="visually-hidden">{t('activities.loading')}</span>
          {[0, 1, 2, 3].map((row) => (
            <span key={row} className="activities-skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : activities.length === 0 ? (
        <p className="activities-list__empty">{t('activities.empty')}</p>
      ) : (
        <ul className="activities-list__items" aria-labelledby="activities-list-title">
          {activities.map((activity) => {
            const selected = activity.id === props.selectedId;
            return (
              <li key={activity.id} className="activities-list__item" data-selected={selected || undefined}>
                {trashMode ? (
                  <input
                    type="checkbox"
                    className="activities-list__check"
                    aria-label={t('activities.trash.select', { title: isolateText(activity.title) })}
                    checked={checkedIds.includes(activity.id)}
                    onChange={(change) => toggle(activity.id, change.target.checked)}
                  />
                ) : null}
                {activity.photo ? (
                  <img
                    className="activities-list__photo"
                    // A 56 px thumbnail: the smallest kept width is sharp on a high-density screen.
                    src={photoUrl(activity.photo, 112)}
                    alt=""
                    width={56}
                    height={56}
                  />
                ) : (
                  // Without a photo the thumbnail is the area's mark, not an empty box.
                  <span
                    className="activities-list__photo activities-list__photo--none"
                    data-slot="photo-placeholder"
                    aria-hidden="true"
                  >
                    <ActivityMark size={24} strokeWidth={1.75} />
                  </span>
                )}
                <button
                  type="button"
                  className="activities-list__body"
                  aria-current={selected || undefined}
                  onClick={() => props.onSelect(activity)}
                >
                  <bdi className="activities-list__name" title={activity.title}>
                    {firstWords(activity.title)}
                  </bdi>
                  {activity.location ? (
                    <bdi className="activities-list__place" title={activity.location}>
                      {firstWords(activity.location)}
                    </bdi>
                  ) : null}
                </button>
                {trashMode ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="activities-icon-button"
                    aria-label={t('activities.editOf', { title: isolateText(activity.title) })}
                    title={t('activities.editOf', { title: isolateText(activity.title) })}
                    onClick={() => props.onEdit(activity)}
                  >
                    <Pencil size={18} aria-hidden="true" />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <DeleteConfirmDialog
            open={props.deleteConfirmOpen}
            items={chosen}
            busy={props.deleteBusy}
            onCancel={props.onDeleteCancel}
            onConfirm={props.onDeleteConfirm}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
