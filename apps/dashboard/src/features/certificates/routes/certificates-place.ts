import type { CertificateStatus } from '@minbar/domain/certificates/status';

// A module of its own: the area's route and the list it renders both read it, and neither may import
// the other (no import cycle, types included).
/** What the address says: the status filter, the page, and the request open (if any). */
export interface CertificatesPlace {
  status: CertificateStatus | null;
  page: number;
  id: number | null;
}
