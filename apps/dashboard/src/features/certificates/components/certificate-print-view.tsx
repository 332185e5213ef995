import type { CertificateRequest } from '@minbar/api/schemas/certificates';
import { placeForPrint } from '@minbar/domain/certificates/place-for-print';
import { canSignPapers, type MosqueIdentity } from '@minbar/domain/mosque/identity';
import { Button } from '@minbar/ui/button/button';
import { isLocale, LOCALES, type Locale, useUiLocale } from '@minbar/ui/provider/ui-provider';
import { Select } from '@minbar/ui/select/select';
import { TextField } from '@minbar/ui/text-field/text-field';
import Printer from 'lucide-react/icons/printer';
import { useId, useRef, useState } from 'react';
import { useCertificatesT } from '../certificates-intl';
import { CertificatePaper } from '../paper/certificate-paper';
import { usePaperMessages } from '../paper/paper-intl';
import './certificates.css';

/** A completed request of any type prints its certificate. */
export function canPrintCertificate(request: CertificateRequest): boolean {
  return request.status === 'completed';
}

/** The mosque's identity as the print view gets it: loading, failed, or the stored one. */
export type IdentityState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; identity: MosqueIdentity };

export interface CertificatePrintViewProps {
  request: CertificateRequest;
  identity: IdentityState;
  onPrint: () => void;
  /** The certificate's language to start with; the interface's by default. */
  initialLanguage?: Locale;
}

/**
 * The print view of a completed request: the certificate's language (any of the three, whatever the
 * interface's), the place's name when the request stores only a map link or coordinates (they never
 * go on paper), and a preview of the page as it prints. Printing waits until the mosque, the issuer,
 * has its name and address, and the place has a name.
 */
export function CertificatePrintView({
  request,
  identity,
  onPrint,
  initialLanguage,
}: CertificatePrintViewProps) {
  const t = useCertificatesT();
  const uiLocale = useUiLocale();
  const titleId = useId();
  const [language, setLanguage] = useState<Locale>(initialLanguage ?? uiLocale);
  const [typedPlace, setTypedPlace] = useState('');
  const [placeError, setPlaceError] = useState(false);
  const placeInput = useRef<HTMLInputElement | null>(null);
  const isMarriage = request.request_type === 'marriage';
  const stored = placeForPrint(request.marriage_location);
  const place = placeForPrint(request.marriage_location, typedPlace);
  const asksForPlace = isMarriage && stored.kind === 'needs_name';
  const signed = identity.status === 'ready' && canSignPapers(identity.identity);
  const paperMessages = usePaperMessages(language);

  const print = () => {
    if (isMarriage && place.kind === 'needs_name') {
      setPlaceError(true);
      placeInput.current?.focus();
      return;
    }
    if (signed && paperMessages) onPrint();
  };

  return (
    <>
      <section className="certificates-card certificate-print" aria-labelledby={titleId}>
        <h2 id={titleId} className="certificates-card__title">
          {t('certificates.printView.title')}
        </h2>
        <div className="certificate-print__fields">
          <Select
            label={t('certificates.printView.language')}
            name="certificate-language"
            value={language}
            onValueChange={(value) => isLocale(value) && setLanguage(value)}
            options={LOCALES.map((each) => ({
              value: each,
              label: t(`certificates.printView.language.${each}`),
            }))}
          />
          {asksForPlace ? (
            <TextField
              label={t('certificates.printView.placeName')}
              name="certificate-place"
              value={typedPlace}
              inputRef={(element) => {
                placeInput.current = element;
              }}
              onChange={(value) => {
                setTypedPlace(value);
                setPlaceError(false);
              }}
              description={t(`certificates.printView.placeHint.${stored.reason}`)}
              error={placeError ? t('certificates.printView.placeRequired') : undefined}
              required
            />
          ) : null}
        </div>
        <p className="certificates-muted">{t('certificates.printView.languageHint')}</p>
        {identity.status === 'loading' ? (
          <p role="status" aria-busy="true" className="certificates-muted">
            {t('certificates.printView.identityLoading')}
          </p>
        ) : null}
        {identity.status === 'error' ? (
          <div role="alert" className="certificate-print__problem">
            <p>{t('certificates.printView.identityFailed')}</p>
            <Button variant="secondary" size="sm" onClick={identity.onRetry}>
              {t('app.retry')}
            </Button>
          </div>
        ) : null}
        {identity.status === 'ready' && !signed ? (
          <p role="alert" className="certificate-print__problem">
            {t('certificates.printView.identityMissing')}
          </p>
        ) : null}
        <div>
          <Button onClick={print} disabled={!signed}>
            <Printer size={18} aria-hidden="true" />
            {t('certificates.print')}
          </Button>
        </div>
      </section>
      {identity.status === 'ready' && signed && paperMessages ? (
        <CertificatePaper
          request={request}
          identity={identity.identity}
          language={language}
          messages={paperMessages}
          placeName={place.kind === 'name' ? place.name : null}
          preview
        />
      ) : null}
      {signed && !paperMessages ? (
        <p role="status" aria-busy="true" className="certificates-muted">
          {t('certificates.printView.previewLoading')}
        </p>
      ) : null}
    </>
  );
}
