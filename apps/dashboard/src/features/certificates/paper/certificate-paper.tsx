import type { CertificateRequest } from '@minbar/api/schemas/certificates';
import { witnessesOf } from '@minbar/domain/certificates/request-form';
import { type MosqueIdentity, mosqueNameIn } from '@minbar/domain/mosque/identity';
import { directionOf, type Locale } from '@minbar/ui/provider/ui-provider';
import type { ReactNode } from 'react';
import { photoUrl } from '../../../lib/photo-url';
import { formatCertificateDate } from '../format';
import { knownReligion } from './known-religions';
import { PaperIntlProvider, type PaperMessages, usePaperT } from './paper-intl';
import './certificate-paper.css';

export interface CertificatePaperProps {
  request: CertificateRequest;
  /** The mosque that issues it: its name in `language` and its address head the page. */
  identity: MosqueIdentity;
  /** The certificate's language, chosen on the print view, independent of the interface's. */
  language: Locale;
  /** The place of a marriage as it prints (placeForPrint): a name, never a link or coordinates. */
  placeName: string | null;
  /** Shown on screen too (the print view's preview); otherwise it shows on paper only. */
  preview?: boolean;
}

export interface CertificatePaperWithMessagesProps extends CertificatePaperProps {
  /** The paper's texts in `language` (usePaperMessages). */
  messages: PaperMessages;
}

/**
 * A completed request's certificate as it prints: one A4 page in the certificate's language and
 * direction, issued by the mosque (its name and address), with the title and body of the request's
 * type: a marriage, a conversion (shahada) or a custom request.
 */
export function CertificatePaper({ messages, ...props }: CertificatePaperWithMessagesProps) {
  return (
    <PaperIntlProvider language={props.language} messages={messages}>
      <Paper {...props} />
    </PaperIntlProvider>
  );
}

function Paper({ request, identity, language, placeName, preview = false }: CertificatePaperProps) {
  const t = usePaperT();
  const mosque = mosqueNameIn(identity, language);
  const date = (value: string | null) => (value ? formatCertificateDate(language, value) : '');
  const type = request.request_type;
  const headingId = `certificate-heading-${request.id}`;
  const contact = [
    identity.phone ? t('certificatePaper.phone', { phone: `\u2068${identity.phone}\u2069` }) : null,
    identity.email || null,
    identity.website || null,
  ].filter((line): line is string => line !== null);
  return (
    <article
      className="certificate"
      lang={language}
      dir={directionOf(language)}
      data-preview={preview || undefined}
      data-type={type}
      aria-labelledby={headingId}
    >
      <header className="certificate__header">
        {/* The logo beside the name it stands for: the name says who issues, so the image adds no text. */}
        {identity.logo ? (
          <img
            className="certificate__logo"
            data-slot="issuer-logo"
            src={photoUrl(identity.logo, 320)}
            alt=""
            width={72}
            height={72}
          />
        ) : null}
        <p className="certificate__issuer-label">{t('certificatePaper.issuer')}</p>
        <p className="certificate__centre" data-slot="issuer-name">
          {mosque}
        </p>
        {/* A Polish address keeps its own order on an Arabic certificate ("00-000 Warszawa"). */}
        <p className="certificate__address" data-slot="issuer-address" dir="auto">
          {identity.address}
        </p>
        <h1 id={headingId} className="certificate__heading">
          {t(`certificatePaper.${type}.title`)}
        </h1>
        <p className="certificate__number">{t('certificatePaper.number', { number: request.id })}</p>
      </header>
      <p className="certificate__statement">{t(`certificatePaper.${type}.statement`, { mosque })}</p>
      {type === 'marriage' ? <MarriageBody request={request} placeName={placeName} date={date} /> : null}
      {type === 'conversion' ? <ConversionBody request={request} date={date} language={language} /> : null}
      {type === 'custom' ? <CustomBody request={request} /> : null}
      <footer className="certificate__footer">
        <p>{t('certificatePaper.issued', { date: date(request.completed_date) })}</p>
        <div className="certificate__signatures">
          <p className="certificate__line">{t('certificatePaper.signature')}</p>
          <p className="certificate__line">{t('certificatePaper.stamp')}</p>
        </div>
        {contact.length > 0 ? (
          <p className="certificate__contact" dir="auto">
            {contact.map((line) => (
              <bdi key={line}>{line}</bdi>
            ))}
          </p>
        ) : null}
      </footer>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Person({
  heading,
  name,
  father,
  idNumber,
}: {
  heading: string;
  name: string | null;
  father: string | null;
  idNumber?: string | null;
}) {
  const t = usePaperT();
  return (
    <section className="certificate__person">
      <h2>{heading}</h2>
      {/* A name as the person writes it, never translated, in the certificate's every language. */}
      <p className="certificate__name" translate="no">
        <bdi>{name}</bdi>
      </p>
      <dl>
        {father ? (
          <Fact label={t('certificatePaper.father')}>
            <bdi translate="no">{father}</bdi>
          </Fact>
        ) : null}
        {idNumber ? (
          <Fact label={t('certificatePaper.idNumber')}>
            <bdi dir="ltr">{idNumber}</bdi>
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}

type DateText = (value: string | null) => string;

function MarriageBody({
  request,
  placeName,
  date,
}: {
  request: CertificateRequest;
  placeName: string | null;
  date: DateText;
}) {
  const t = usePaperT();
  return (
    <>
      <div className="certificate__people">
        <Person
          heading={t('certificatePaper.applicant')}
          name={request.applicant_name}
          father={request.applicant_father_name}
          idNumber={request.applicant_id_number}
        />
        <Person
          heading={t('certificatePaper.spouse')}
          name={request.spouse_name}
          father={request.spouse_father_name}
        />
      </div>
      <dl className="certificate__facts">
        <Fact label={t('certificatePaper.marriageDate')}>{date(request.marriage_date)}</Fact>
        <Fact label={t('certificatePaper.place')}>
          <bdi data-slot="place">{placeName}</bdi>
        </Fact>
      </dl>
    </>
  );
}

function ConversionBody({
  request,
  date,
  language,
}: {
  request: CertificateRequest;
  date: DateText;
  language: Locale;
}) {
  const t = usePaperT();
  const witnesses = witnessesOf(request.shahada_witnesses ?? '');
  const religion = knownReligion(request.previous_religion);
  return (
    <>
      <Person
        heading={t('certificatePaper.convert')}
        name={request.applicant_name}
        father={request.applicant_father_name}
        idNumber={request.applicant_id_number}
      />
      <dl className="certificate__facts">
        <Fact label={t('certificatePaper.revertDate')}>{date(request.revert_date)}</Fact>
        {request.previous_religion ? (
          <Fact label={t('certificatePaper.previousReligion')}>
            {/* A religion the paper knows reads in its language; anything else as it was typed. */}
            {religion ? (
              <span data-slot="previous-religion">{t(`certificatePaper.religion.${religion}`)}</span>
            ) : (
              <bdi data-slot="previous-religion">{request.previous_religion}</bdi>
            )}
          </Fact>
        ) : null}
        <Fact label={t('certificatePaper.witnesses', { count: witnesses.length })}>
          <WitnessList names={witnesses} language={language} />
        </Fact>
      </dl>
    </>
  );
}

/** A letter at the end of a list's joining word, and a name that starts in another script than Arabic. */
const ENDS_IN_LETTER = /\p{L}$/u;
const STARTS_ARABIC = /^\p{Script=Arabic}/u;

/**
 * The witnesses joined as the certificate's language joins a list ("A and B", "A i B", "A وB"), in
 * the paper's direction, each name isolated: a Latin name on an Arabic certificate keeps its own
 * order, and the first witness still comes first (rightmost in Arabic). The whole list in one
 * isolate took its direction from the first name, and a Latin one turned the Arabic list around.
 * Arabic writes "و" against the next word; before a name in another script it gets a space.
 */
function WitnessList({ names, language }: { names: string[]; language: Locale }) {
  const parts = new Intl.ListFormat(language, { type: 'conjunction' }).formatToParts(names);
  let offset = 0;
  const keyed = parts.map((part, index) => {
    const next = parts[index + 1]?.value ?? '';
    const text =
      part.type === 'literal' && ENDS_IN_LETTER.test(part.value) && next && !STARTS_ARABIC.test(next)
        ? `${part.value} `
        : part.value;
    const key = `${part.type}-${offset}`;
    offset += part.value.length;
    return { ...part, text, key };
  });
  return (
    <span data-slot="witnesses">
      {keyed.map((part) =>
        part.type === 'element' ? (
          // A witness's name, like the applicant's, is never translated.
          <bdi key={part.key} data-slot="witness" translate="no">
            {part.text}
          </bdi>
        ) : (
          <span key={part.key}>{part.text}</span>
        ),
      )}
    </span>
  );
}

function CustomBody({ request }: { request: CertificateRequest }) {
  const t = usePaperT();
  return (
    <>
      <Person heading={t('certificatePaper.applicant')} name={request.applicant_name} father={null} />
      <dl className="certificate__facts">
        <Fact label={t('certificatePaper.request')}>
          <bdi className="certificate__text">{request.custom_request_description}</bdi>
        </Fact>
      </dl>
    </>
  );
}
