import { isLocationLink } from '@minbar/domain/certificates/request-form';
import { useCertificatesT } from '../certificates-intl';
import './certificates.css';

/**
 * A marriage's place: a map link (http or https only, decision 0021) opening in a new tab, said so
 * for screen readers; any other text as written. `compact` (a table cell) writes a missing place as a
 * dash, said as its words.
 */
export function LocationText({ location, compact = false }: { location: string | null; compact?: boolean }) {
  const t = useCertificatesT();
  if (!location && compact)
    return (
      <span className="certificates-muted">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('certificates.none')}</span>
      </span>
    );
  if (!location) return <span className="certificates-muted">{t('certificates.none')}</span>;
  if (!isLocationLink(location)) return <bdi>{location}</bdi>;
  return (
    <a href={location.trim()} target="_blank" rel="noopener noreferrer" title={location}>
      {t('certificates.location.map')}
      <span className="visually-hidden"> {t('certificates.location.newTab')}</span>
    </a>
  );
}
