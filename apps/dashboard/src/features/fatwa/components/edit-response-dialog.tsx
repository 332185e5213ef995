import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import type { ReplyInput } from '@minbar/domain/fatwa/reply';
import { Button } from '@minbar/ui/button/button';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { useId, useState } from 'react';
import { FormElement } from '../../../lib/forms/form-element';
import { useDiscardGuard, useValuesChanged } from '../../../lib/forms/unsaved-changes';
import { type ReplyDraft, replyIssueMessage } from '../desk-model';
import { useFatwaT } from '../fatwa-intl';
import { ReplyFields, useReplyForm } from './reply-fields';

export interface EditResponseDialogProps {
  /** The answer's six fields as stored: the form starts from them. */
  initialDraft: ReplyDraft;
  /** The language the question was asked in: its answer stays required, the others are translations. */
  askerLanguage: FatwaLanguage;
  /** A Save that passed the check; the caller compares it with the stored answer. */
  onSave: (reply: ReplyInput) => void;
  /** Every change (the caller drops its "nothing changed" notice). */
  onEdit?: () => void;
  /** Shown when Save is pressed with nothing changed. */
  nothingChanged?: boolean;
  /** Closes the dialog; with changes typed the user is asked to discard them first. */
  onClose: () => void;
  /** The edit confirmation, opened over the form by a valid Save. */
  confirmOpen: boolean;
  onConfirm: () => void;
  onConfirmCancel: () => void;
  busy?: boolean;
}

/** Edits an answer's six fields, prefilled; saving asks for confirmation first. Mount it to open it. */
export function EditResponseDialog(props: EditResponseDialogProps) {
  const t = useFatwaT();
  const formId = useId();
  const [initialValues] = useState(props.initialDraft);
  const form = useReplyForm({
    initialValues,
    askerLanguage: props.askerLanguage,
    onSubmit: props.onSave,
    onChange: () => props.onEdit?.(),
  });
  const changed = useValuesChanged(form);
  const discard = useDiscardGuard(changed, props.onClose);

  return (
    <>
      {/* One modal at a time: the form steps aside while a confirmation is open; its values stay in the form. */}
      <Dialog
        open={!props.confirmOpen && !discard.asking}
        onOpenChange={(open) => {
          if (!open && !props.busy) discard.requestClose();
        }}
        title={t('fatwa.edit.title')}
        footer={
          <>
            <Button variant="secondary" disabled={props.busy} onClick={discard.requestClose}>
              {t('fatwa.edit.cancel')}
            </Button>
            <Button type="submit" form={formId}>
              {t('fatwa.edit.save')}
            </Button>
          </>
        }
      >
        <form.AppForm>
          <FormElement id={formId} className="fatwa-edit" busy={props.busy} issueMessage={replyIssueMessage}>
            {props.nothingChanged ? (
              <p className="fatwa-edit__notice" role="status">
                {t('fatwa.edit.nothingChanged')}
              </p>
            ) : null}
            <ReplyFields form={form} askerLanguage={props.askerLanguage} guardNavigation={false} />
          </FormElement>
        </form.AppForm>
      </Dialog>
      <ConfirmDialog
        open={props.confirmOpen}
        onOpenChange={(open) => {
          if (!open) props.onConfirmCancel();
        }}
        title={t('fatwa.edit.confirmTitle')}
        message={t('fatwa.edit.confirmMessage')}
        confirmLabel={t('fatwa.edit.confirm')}
        onConfirm={props.onConfirm}
        busy={props.busy ?? false}
      />
      {discard.confirmation}
    </>
  );
}
