import type { CampaignUpdate } from '@minbar/api/schemas/donations';
import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { UserText } from '@minbar/ui/user-text/user-text';
import { photoUrl } from '../../../lib/photo-url';
import { type DonationsMessage, useDonationsMessage, useDonationsT } from '../donations-intl';
import { formatDay } from '../format';
import './donations.css';

export interface CampaignUpdatesDialogProps {
  /** The campaign's name, in the user's language. */
  campaignName: string;
  /** Its updates, newest day first; undefined while they load. */
  updates: readonly CampaignUpdate[] | undefined;
  loadFailure?: DonationsMessage | null;
  onRetry: () => void;
  onPost: () => void;
  onEdit: (update: CampaignUpdate) => void;
  onDelete: (update: CampaignUpdate) => void;
  onClose: () => void;
}

/**
 * What the staff have posted on a campaign, as donors read it on its page: each update's day, text and
 * photo, with Edit and Delete, and Post an update at the foot.
 */
export function CampaignUpdatesDialog(props: CampaignUpdatesDialogProps) {
  const t = useDonationsT();
  const word = useDonationsMessage();
  const locale = useUiLocale();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={t('donations.updates.title', { name: props.campaignName })}
      description={t('donations.updates.description')}
      size="wide"
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('donations.updates.close')}
          </Button>
          <Button onClick={props.onPost} disabled={props.updates === undefined}>
            {t('donations.updates.post')}
          </Button>
        </>
      }
    >
      {props.updates ? (
        props.updates.length === 0 ? (
          <p className="campaign-updates__empty">{t('donations.updates.empty')}</p>
        ) : (
          <ol className="campaign-updates">
            {props.updates.map((update) => {
              const day = formatDay(locale, update.date);
              return (
                <li key={update.id} className="campaign-updates__item">
                  {update.photo ? (
                    <img
                      className="campaign-updates__photo"
                      src={photoUrl(update.photo, 192)}
                      alt={t('donations.updates.photoOf', { date: day })}
                      width={96}
                      height={64}
                    />
                  ) : null}
                  <div className="campaign-updates__body">
                    <time dateTime={update.date} className="campaign-updates__date">
                      {day}
                    </time>
                    <p className="campaign-updates__text">
                      <UserText>{update.text}</UserText>
                    </p>
                  </div>
                  <div className="campaign-updates__actions">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('donations.updates.editOf', { date: day })}
                      onClick={() => props.onEdit(update)}
                    >
                      {t('donations.edit')}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('donations.updates.deleteOf', { date: day })}
                      onClick={() => props.onDelete(update)}
                    >
                      {t('donations.updates.delete')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        )
      ) : props.loadFailure ? (
        <div role="alert" className="donation-form__failure">
          <p>{word(props.loadFailure)}</p>
          <Button variant="secondary" size="sm" onClick={props.onRetry}>
            {t('app.retry')}
          </Button>
        </div>
      ) : (
        <p role="status">{t('app.loading')}</p>
      )}
    </Dialog>
  );
}
