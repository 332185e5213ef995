import type { CampaignUpdate, DonationCategory } from '@minbar/api/schemas/donations';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { fieldErrorsOfResponse } from '../../../lib/forms/app-form';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { useMosqueToday } from '../../../lib/use-mosque-settings';
import { CampaignUpdateFormDialog } from '../components/campaign-update-form-dialog';
import { CampaignUpdatesDialog } from '../components/campaign-updates-dialog';
import { type DonationsMessage, useDonationsMessage, useDonationsT } from '../donations-intl';
import { categoryIssueMessage, loadFailure, updateDeleteFailure, updateSaveFailure } from '../error-messages';
import { formatDay } from '../format';
import {
  useCampaignUpdates,
  useDeleteCampaignUpdate,
  useSaveCampaignUpdate,
} from '../queries/use-campaign-updates';

type Editing = { kind: 'post' } | { kind: 'edit'; update: CampaignUpdate };

/**
 * A campaign's updates with their calls: the list, the post and edit form over it (a refusal keeps
 * what was typed), and the question before a delete.
 */
export function CampaignUpdatesContainer({
  category,
  onClose,
}: {
  category: DonationCategory;
  onClose: () => void;
}) {
  const t = useDonationsT();
  const word = useDonationsMessage();
  const toast = useToast();
  const locale = useUiLocale();
  const today = useMosqueToday();
  const updates = useCampaignUpdates(category.id);
  const save = useSaveCampaignUpdate(category.id);
  const remove = useDeleteCampaignUpdate(category.id);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<CampaignUpdate | null>(null);
  const [failure, setFailure] = useState<DonationsMessage | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const name = isolateText(category.name);

  const closeForm = () => {
    setEditing(null);
    setFailure(null);
    setServerErrors({});
  };

  if (editing) {
    const update = editing.kind === 'edit' ? editing.update : undefined;
    return (
      <CampaignUpdateFormDialog
        key={update?.id ?? 'post'}
        campaignName={name}
        update={update}
        today={today}
        saving={save.isPending}
        failure={failure}
        serverErrors={serverErrors}
        onClose={closeForm}
        onSave={(values, photo) => {
          setFailure(null);
          save.mutate(
            { id: update?.id, values, photo },
            {
              onSuccess: () => {
                toast.show({
                  tone: 'success',
                  message: t(update ? 'donations.updates.saved' : 'donations.updates.posted', { name }),
                });
                closeForm();
              },
              onError: (error) => {
                setServerErrors(fieldErrorsOfResponse(error, { issueMessage: categoryIssueMessage }));
                setFailure(updateSaveFailure(error));
              },
            },
          );
        }}
      />
    );
  }

  return (
    <>
      <CampaignUpdatesDialog
        campaignName={name}
        updates={updates.data?.items}
        loadFailure={updates.isError ? loadFailure(updates.error, 'donations.updates.loadFailed') : null}
        onRetry={() => void updates.refetch()}
        onPost={() => setEditing({ kind: 'post' })}
        onEdit={(update) => setEditing({ kind: 'edit', update })}
        onDelete={setDeleting}
        onClose={onClose}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('donations.updates.deleteTitle')}
        message={t('donations.updates.deleteMessage', {
          date: deleting ? formatDay(locale, deleting.date) : '',
        })}
        confirmLabel={t('donations.updates.delete')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.show({ tone: 'success', message: t('donations.updates.deleted') });
              setDeleting(null);
            },
            onError: (error) => {
              toast.show({ tone: 'error', message: word(updateDeleteFailure(error)) });
              setDeleting(null);
            },
          });
        }}
      />
    </>
  );
}
