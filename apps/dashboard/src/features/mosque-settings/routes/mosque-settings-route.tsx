import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { commonFailure } from '../../../lib/feedback';
import { useMosqueSettings } from '../../../lib/use-mosque-settings';
import { MosqueSettingsScreen } from '../components/mosque-settings-screen';
import { NISAB_SECTION_ID } from '../components/nisab-section';
import type { SectionState } from '../components/section-state';
import { NisabDialogs } from '../dialogs/nisab-dialogs';
import { MosqueSettingsIntlProvider, type MosqueSettingsMessageId } from '../mosque-settings-intl';
import { useMailStatus, useNisabList, usePaymentsStatus } from '../queries/use-mosque-status';
import { MosqueIdentityContainer } from './mosque-identity-container';

/** A query as a section's state: its failure in the app's words (offline, refused), else the section's. */
function sectionOf<T>(query: UseQueryResult<T>, failed: MosqueSettingsMessageId): SectionState<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.isError) return { status: 'error', message: commonFailure(query.error) ?? { id: failed } };
  return { status: 'loading' };
}

export function MosqueSettingsRoute() {
  return (
    <MosqueSettingsIntlProvider>
      <MosqueSettingsArea />
    </MosqueSettingsIntlProvider>
  );
}

function MosqueSettingsArea() {
  const payments = usePaymentsStatus();
  const mail = useMailStatus();
  const nisab = useNisabList();
  const { timeZone } = useMosqueSettings();
  const [nisabOpen, setNisabOpen] = useState(false);
  // Donations links to the nisab here: /dashboard/MosqueSettings#nisab.
  const nisabFocused = useLocation().hash === `#${NISAB_SECTION_ID}`;
  return (
    <>
      <MosqueSettingsScreen
        identity={<MosqueIdentityContainer />}
        payments={sectionOf(payments, 'mosqueSettings.payments.loadFailed')}
        onRetryPayments={() => void payments.refetch()}
        mail={sectionOf(mail, 'mosqueSettings.mail.loadFailed')}
        onRetryMail={() => void mail.refetch()}
        nisab={sectionOf(nisab, 'mosqueSettings.nisab.loadFailed')}
        onRetryNisab={() => void nisab.refetch()}
        onSetNisab={() => setNisabOpen(true)}
        nisabFocused={nisabFocused}
        timeZone={timeZone}
      />
      <NisabDialogs open={nisabOpen} onClose={() => setNisabOpen(false)} />
    </>
  );
}
