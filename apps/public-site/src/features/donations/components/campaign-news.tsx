import type { CampaignUpdate, RecentGifts } from '@minbar/api/schemas/donations';
import type { PublicMosque } from '@minbar/api/schemas/mosque-identity';
import { useAppMessages } from '../../../lib/app-intl';
import { useGiftPagesMessages } from '../gift-pages-intl';
import { CampaignOrganiser } from './campaign-organiser';
import { CampaignUpdatesList } from './campaign-updates';
import { RecentGiftsList } from './recent-gifts';

/**
 * What a campaign's page shows beneath Donate once it has asked the server: the staff's updates, the
 * latest gifts and who collects. They are asked for together and shown together, so the page grows
 * once, at its end; a part that could not be had is null and says so in a line. Its words come with
 * the gift pages' messages, loaded with the answers (the home and other pages carry none of them).
 */
export type CampaignNewsState =
  | { phase: 'loading' }
  | {
      phase: 'settled';
      updates: readonly CampaignUpdate[] | null;
      gifts: RecentGifts['items'] | null;
      organiser: PublicMosque | null;
    };

export function CampaignNews({ state }: { state: CampaignNewsState }) {
  const t = useAppMessages();
  if (state.phase === 'loading') {
    return (
      <p className="recent-gifts__note" role="status">
        {t('category.recent.loading')}
      </p>
    );
  }
  return (
    <>
      {state.updates ? <CampaignUpdatesList updates={state.updates} /> : <UpdatesFailed />}
      <RecentGiftsList state={state.gifts ? { phase: 'ready', items: state.gifts } : { phase: 'failed' }} />
      <CampaignOrganiser organiser={state.organiser} />
    </>
  );
}

function UpdatesFailed() {
  const t = useGiftPagesMessages();
  return <p className="recent-gifts__note">{t('category.updates.failed')}</p>;
}
