import type { FatwaResponse } from '@minbar/api/schemas/fatwa';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import { changedReplyFields, type ReplyInput } from '@minbar/domain/fatwa/reply';
import { useState } from 'react';
import { EditResponseDialog } from '../components/edit-response-dialog';
import { draftOfResponse, fatwaFailure } from '../desk-model';
import { useUpdateResponse } from '../queries/use-update-response';
import { useDeskToast } from '../use-desk-toast';

export interface EditResponseContainerProps {
  response: FatwaResponse;
  language: FatwaLanguage;
  /** The language the answered question was asked in. */
  askerLanguage: FatwaLanguage;
  onClose: () => void;
  /** The stored answer after the edit. */
  onUpdated: (response: FatwaResponse) => void;
}

/** The edit dialog of one answer and the call that saves it: only the changed fields, after a confirmation. */
export function EditResponseContainer({
  response,
  language,
  askerLanguage,
  onClose,
  onUpdated,
}: EditResponseContainerProps) {
  const say = useDeskToast();
  const updateResponse = useUpdateResponse();
  const [nothingChanged, setNothingChanged] = useState(false);
  // The checked changes waiting for the confirmation.
  const [pending, setPending] = useState<Partial<ReplyInput> | null>(null);

  const save = (reply: ReplyInput) => {
    const changes = changedReplyFields(draftOfResponse(response), reply);
    const hasChanges = Object.keys(changes).length > 0;
    setNothingChanged(!hasChanges);
    setPending(hasChanges ? changes : null);
  };

  const confirm = () => {
    if (!pending) return;
    updateResponse.mutate(
      { responseId: response.id, changes: pending, language },
      {
        onSuccess: (answer) => {
          say('success', { id: 'fatwa.success.updated' });
          onUpdated(answer.response);
          onClose();
        },
        onError: (error) => {
          // The edit form stays open with what was typed; only the confirmation closes.
          setPending(null);
          say('error', fatwaFailure(error, 'fatwa.error.update'));
        },
      },
    );
  };

  return (
    <EditResponseDialog
      initialDraft={draftOfResponse(response)}
      askerLanguage={askerLanguage}
      onSave={save}
      onEdit={() => setNothingChanged(false)}
      nothingChanged={nothingChanged}
      onClose={onClose}
      confirmOpen={pending !== null}
      onConfirm={confirm}
      onConfirmCancel={() => setPending(null)}
      busy={updateResponse.isPending}
    />
  );
}
