import type { NisabAnswer } from '@minbar/api/schemas/donations';
import type { MailStatus, PaymentsStatus } from '@minbar/api/schemas/mosque-status';
import type { ReactNode } from 'react';
import { useMosqueSettingsT } from '../mosque-settings-intl';
import { MailStatusSection } from './mail-status-section';
import { NisabSection } from './nisab-section';
import { PaymentsStatusSection } from './payments-status-section';
import type { SectionState } from './section-state';
import '../../../lib/page/page.css';
import './mosque-settings.css';

export interface MosqueSettingsScreenProps {
  /** The mosque's identity form (its section loads and saves on its own). */
  identity: ReactNode;
  payments: SectionState<PaymentsStatus>;
  onRetryPayments: () => void;
  mail: SectionState<MailStatus>;
  onRetryMail: () => void;
  nisab: SectionState<NisabAnswer[]>;
  onRetryNisab: () => void;
  /** Opens the nisab settings. */
  onSetNisab: () => void;
  /** The page was opened at the nisab section's anchor: it takes focus. */
  nisabFocused?: boolean;
  /** The mosque's zone, in which times are shown. */
  timeZone?: string;
}

/**
 * /dashboard/MosqueSettings (administrators): what belongs to the mosque rather than to a person, in
 * one place: its identity, whether payments and mail are set up and working, and the zakat nisab.
 */
export function MosqueSettingsScreen(props: MosqueSettingsScreenProps) {
  const t = useMosqueSettingsT();
  return (
    <div className="mosque-settings">
      <h1 className="dashboard-page__title">{t('mosqueSettings.title')}</h1>
      <p className="mosque-settings__intro">{t('mosqueSettings.intro')}</p>
      {props.identity}
      <PaymentsStatusSection
        state={props.payments}
        onRetry={props.onRetryPayments}
        timeZone={props.timeZone}
      />
      <MailStatusSection state={props.mail} onRetry={props.onRetryMail} timeZone={props.timeZone} />
      <NisabSection
        state={props.nisab}
        onRetry={props.onRetryNisab}
        onSet={props.onSetNisab}
        focused={props.nisabFocused}
      />
    </div>
  );
}
