import type { MonthlyGiftItem, MonthlyGiftList } from '@minbar/api/schemas/monthly-gifts';
import { monthlyGiftCharges, monthlyGiftOpen } from '@minbar/domain/donations/monthly';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { Pagination } from '@minbar/ui/pagination/pagination';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText } from '@minbar/ui/user-text/user-text';
import {
  type DonationsMessage,
  type DonationsMessageId,
  useDonationsMessage,
  useDonationsT,
} from '../donations-intl';
import { formatDay, formatMoney } from '../format';
import './donations.css';

export interface MonthlyGiftsDialogProps {
  /** The category's name, in the user's language. */
  categoryName: string;
  /** The page of monthly donors; undefined while it loads. */
  list: MonthlyGiftList | undefined;
  loadFailure?: DonationsMessage | null;
  page: number;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  onStop: (gift: MonthlyGiftItem) => void;
  /** Revokes the gift's management links (a donor's forwarded receipt, or on their request). */
  onRevoke: (gift: MonthlyGiftItem) => void;
  onClose: () => void;
}

const STATE_MESSAGES: Record<MonthlyGiftItem['state'], DonationsMessageId> = {
  setting_up: 'donations.monthly.state.active',
  active: 'donations.monthly.state.active',
  retrying: 'donations.monthly.state.retrying',
  paused: 'donations.monthly.state.paused',
  stopped: 'donations.monthly.state.stopped',
  lapsed: 'donations.monthly.state.lapsed',
};

const STOPPED_BY: Record<NonNullable<MonthlyGiftItem['stopped_by']>, DonationsMessageId> = {
  donor: 'donations.monthly.stoppedBy.donor',
  staff: 'donations.monthly.stoppedBy.staff',
  failures: 'donations.monthly.stoppedBy.failures',
};

/**
 * The monthly donors of a category: how many still give and what they bring each month, then each
 * donor (those still giving first) with the amount, the next payment, the months paid, when their
 * management links were last revoked, and for a gift not ended, Revoke links and Stop.
 */
export function MonthlyGiftsDialog(props: MonthlyGiftsDialogProps) {
  const t = useDonationsT();
  const word = useDonationsMessage();
  const locale = useUiLocale();
  const { list } = props;
  const nameOf = (gift: MonthlyGiftItem) => gift.donor_name ?? t('donations.chart.anonymous');
  // The centre's day: a month's payment falls on the day of the month the first gift was made there.
  const day = (iso: string) => formatDay(locale, mosqueToday(new Date(iso), DEFAULT_TIME_ZONE));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={t('donations.monthly.title', { name: props.categoryName })}
      description={t('donations.monthly.description')}
      size="wide"
      footer={
        <Button variant="secondary" onClick={props.onClose}>
          {t('donations.monthly.close')}
        </Button>
      }
    >
      {list ? (
        <>
          <p className="monthly-gifts__summary">
            {t('donations.monthly.summary', {
              count: list.charging_count,
              total: formatMoney(locale, list.monthly_total, list.currency),
            })}
          </p>
          {list.items.length === 0 ? (
            <p className="campaign-updates__empty">{t('donations.monthly.empty')}</p>
          ) : (
            <ul className="monthly-gifts">
              {list.items.map((gift) => {
                const charging = monthlyGiftCharges(gift.state);
                const open = monthlyGiftOpen(gift.state);
                return (
                  <li key={gift.id} className="monthly-gifts__item" data-charging={charging || undefined}>
                    <div className="monthly-gifts__who">
                      <bdi className="monthly-gifts__name">{nameOf(gift)}</bdi>
                      <span className="monthly-gifts__email">{gift.donor_email}</span>
                    </div>
                    <div className="monthly-gifts__facts">
                      <span className="monthly-gifts__amount">
                        {t('donations.monthly.perMonth', {
                          amount: formatMoney(locale, gift.amount, gift.currency),
                        })}
                      </span>
                      <span className="donations-status" data-status={charging ? 'succeeded' : 'refunded'}>
                        {gift.stopped_by ? t(STOPPED_BY[gift.stopped_by]) : t(STATE_MESSAGES[gift.state])}
                      </span>
                      <span>
                        {gift.next_charge_at
                          ? t('donations.monthly.next', {
                              date: day(gift.next_charge_at),
                            })
                          : gift.stopped_at
                            ? t('donations.monthly.stoppedOn', {
                                date: day(gift.stopped_at),
                              })
                            : null}
                      </span>
                      <span>
                        {t('donations.monthly.since', {
                          date: day(gift.started_at),
                          months: gift.months_paid,
                        })}
                      </span>
                      {gift.links_revoked_at ? (
                        <span>
                          {t('donations.monthly.linksRevokedOn', { date: day(gift.links_revoked_at) })}
                        </span>
                      ) : null}
                    </div>
                    {open ? (
                      <>
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('donations.monthly.revokeOf', { name: isolateText(nameOf(gift)) })}
                          onClick={() => props.onRevoke(gift)}
                        >
                          {t('donations.monthly.revoke')}
                        </Button>
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('donations.monthly.stopOf', { name: isolateText(nameOf(gift)) })}
                          onClick={() => props.onStop(gift)}
                        >
                          {t('donations.monthly.stop')}
                        </Button>
                      </>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
          {list.total_pages > 1 ? (
            <Pagination
              page={props.page}
              totalPages={list.total_pages}
              onPageChange={props.onPageChange}
              label={t('donations.monthly.pages')}
            />
          ) : null}
        </>
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
