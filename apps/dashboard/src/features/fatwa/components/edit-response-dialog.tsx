import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import type { ReplyField } from '@minbar/domain/fatwa/reply';
import { Button } from '@minbar/ui/button/button';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { useState } from 'react';
import type { ReplyDraft, ReplyErrors } from '../desk-model';
import { useFatwaT } from '../fatwa-intl';
import { ReplyFields } from './reply-fields';

export interface EditResponseDialogProps {
  open: boolean;
  draft: ReplyDraft;
  onDraftChange: (field: ReplyField, value: string) => void;
  errors: ReplyErrors;
  focusRequest: number;
  /** Shown when Save is pressed with nothing changed. */
  nothingChanged?: boolean;
  onSave: () => void;
  onCancel: () => void;
  /** The edit confirmation (spec part 1 §5), opened over the form by a valid Save. */
  confirmOpen: boolean;
  onConfirm: () => void;
  onConfirmCancel: () => void;
  busy?: boolean;
}

/** Edits an answer's six fields, prefilled; saving asks for confirmation first. */
export function EditResponseDialog(props: EditResponseDialogProps) {
  const t = useFatwaT();
  const [activeTab, setActiveTab] = useState<FatwaLanguage>('en');
  return (
    <>
      {/* The form steps aside while its confirmation is open: one modal at a time, the draft kept by the caller. */}
      <Dialog
        open={props.open && !props.confirmOpen}
        onOpenChange={(open) => {
          if (!open && !props.busy) props.onCancel();
        }}
        title={t('fatwa.edit.title')}
        footer={
          <>
            <Button variant="secondary" disabled={props.busy} onClick={props.onCancel}>
              {t('fatwa.edit.cancel')}
            </Button>
            <Button onClick={props.onSave}>{t('fatwa.edit.save')}</Button>
          </>
        }
      >
        <div className="fatwa-edit">
          {props.nothingChanged ? (
            <p className="fatwa-edit__notice" role="status">
              {t('fatwa.edit.nothingChanged')}
            </p>
          ) : null}
          <ReplyFields
            idPrefix="edit"
            draft={props.draft}
            onDraftChange={props.onDraftChange}
            errors={props.errors}
            activeTab={activeTab}
            onActiveTabChange={setActiveTab}
            focusRequest={props.focusRequest}
          />
        </div>
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
    </>
  );
}
