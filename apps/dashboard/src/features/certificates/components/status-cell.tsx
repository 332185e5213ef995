import {
  CERTIFICATE_STATUSES,
  type CertificateStatus,
  STATUS_TONES,
} from '@minbar/domain/certificates/status';
import { Button } from '@minbar/ui/button/button';
import { NativeSelect } from '@minbar/ui/select/native-select';
import { isolateText } from '@minbar/ui/user-text/user-text';
import X from 'lucide-react/icons/x';
import { useEffect, useRef } from 'react';
import { useCertificatesT } from '../certificates-intl';

export interface StatusCellProps {
  status: CertificateStatus;
  /** The applicant, who names the request in the controls' labels. */
  name: string;
  /** The badge has turned into the select. */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onChange: (status: CertificateStatus) => void;
  /** The change is on its way: the select waits. */
  saving?: boolean;
}

/**
 * The table's status: a badge that, clicked, turns into a select of the six statuses with a close
 * button beside it; choosing another status changes it at once. Focus moves into the select when it
 * opens and back to the badge when it closes.
 */
export function StatusCell({ status, name, editing, onEditingChange, onChange, saving }: StatusCellProps) {
  const t = useCertificatesT();
  const select = useRef<HTMLSelectElement>(null);
  const badge = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (editing && !wasEditing.current) select.current?.focus();
    if (!editing && wasEditing.current) badge.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const statusName = t(`certificates.status.${status}`);
  if (!editing) {
    return (
      <button
        ref={badge}
        type="button"
        className="certificates-badge certificates-badge--button"
        data-tone={STATUS_TONES[status]}
        aria-label={t('certificates.status.changeOf', { status: statusName, name: isolateText(name) })}
        onClick={() => onEditingChange(true)}
      >
        {statusName}
      </button>
    );
  }
  return (
    <span className="certificates-status-edit">
      <NativeSelect
        ref={select}
        aria-label={t('certificates.status.selectOf', { name: isolateText(name) })}
        value={status}
        disabled={saving}
        aria-busy={saving || undefined}
        onChange={(change) => onChange(change.target.value as CertificateStatus)}
        onKeyDown={(key) => {
          if (key.key === 'Escape') onEditingChange(false);
        }}
      >
        {CERTIFICATE_STATUSES.map((each) => (
          <option key={each} value={each}>
            {t(`certificates.status.${each}`)}
          </option>
        ))}
      </NativeSelect>
      <Button
        variant="ghost"
        size="sm"
        className="certificates-icon-button"
        aria-label={t('certificates.status.close')}
        title={t('certificates.status.close')}
        onClick={() => onEditingChange(false)}
      >
        <X size={16} aria-hidden="true" />
      </Button>
    </span>
  );
}
