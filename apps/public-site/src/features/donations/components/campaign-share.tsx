import { Button } from '@minbar/ui/button/button';
import { lazy, Suspense, useId, useState } from 'react';
import { useAppMessages } from '../../../lib/app-intl';

const QrCode = lazy(() => import('./qr-code').then((module) => ({ default: module.QrCode })));

export interface CampaignShareProps {
  /** The campaign's name: the shared title, and what the QR code is of. */
  name: string;
  /** The campaign page's own address, without the navigation state or a query. */
  url: string;
}

type Copied = 'copied' | 'failed' | null;

/**
 * Ways to pass a campaign on: the phone's own share sheet where the browser has one (the Web Share
 * API), a copied link everywhere, and a QR code to show from a screen or print on a poster. The QR
 * code's drawing loads only when asked for.
 */
export function CampaignShare({ name, url }: CampaignShareProps) {
  const t = useAppMessages();
  const titleId = useId();
  const [copied, setCopied] = useState<Copied>(null);
  const [qrShown, setQrShown] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const share = async () => {
    try {
      await navigator.share({ title: name, url });
    } catch {
      // Closing the share sheet rejects too; there is nothing to tell the donor.
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section className="campaign-share" aria-labelledby={titleId}>
      <h2 id={titleId} className="campaign-share__title">
        {t('category.share.title')}
      </h2>
      <div className="campaign-share__actions">
        {canShare ? (
          <Button variant="secondary" onClick={() => void share()}>
            {t('category.share.share')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => void copy()}>
          {t('category.share.copy')}
        </Button>
        <Button variant="secondary" aria-expanded={qrShown} onClick={() => setQrShown((shown) => !shown)}>
          {t('category.share.qr')}
        </Button>
      </div>
      <p className="campaign-share__status" role="status">
        {copied === 'copied' ? t('category.share.copied') : null}
        {copied === 'failed' ? t('category.share.copyFailed', { url }) : null}
      </p>
      {qrShown ? (
        <Suspense fallback={null}>
          <QrCode value={url} label={t('category.share.qrLabel', { name })} />
        </Suspense>
      ) : null}
    </section>
  );
}
