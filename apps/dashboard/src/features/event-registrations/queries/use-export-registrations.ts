import type { ApiClient } from '@minbar/api/client';
import { listRegistrations } from '@minbar/api/endpoints/events';
import type { FamilyRegistration, PersonalRegistration } from '@minbar/api/schemas/events';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { saveFile } from '../../../lib/save-file';
import type { RegistrationKind } from '../registrations-csv';
import { useRegistrationsT } from '../registrations-intl';

/** The largest page the server gives. */
export const EXPORT_PAGE_SIZE = 100;

/** A bound on the pages read, so a server that never reports the last page cannot loop the export. */
const MAX_EXPORT_PAGES = 1000;

type RowsOf<K extends RegistrationKind> = K extends 'personal'
  ? PersonalRegistration[]
  : FamilyRegistration[];

/** Every booking of one kind, read page by page (100 at a time) until the last page of that list. */
export async function fetchAllRegistrations<K extends RegistrationKind>(
  client: ApiClient,
  eventId: number,
  kind: K,
): Promise<RowsOf<K>> {
  const rows: Array<PersonalRegistration | FamilyRegistration> = [];
  for (let page = 1; page <= MAX_EXPORT_PAGES; page += 1) {
    const answer = await listRegistrations(client, eventId, { page, per_page: EXPORT_PAGE_SIZE });
    const list = kind === 'personal' ? answer.personal_registrations : answer.family_registrations;
    rows.push(...list);
    if (page >= answer.pagination[kind].total_pages || list.length === 0) break;
  }
  return rows as RowsOf<K>;
}

/**
 * Builds the CSV of all of one tab's bookings and hands it to the browser's download; its headers and
 * words are in the interface's language.
 */
export function useExportRegistrations(eventId: number) {
  const client = useApiClient();
  const t = useRegistrationsT();
  return useMutation({
    mutationFn: async (kind: RegistrationKind) => {
      // The CSV writer (papaparse) loads with the first export, beside the bookings, so opening the
      // page does not wait for it. A failed load is reported by the await below, not as unhandled.
      const writer = import('../registrations-csv');
      writer.catch(() => undefined);
      let text: string;
      if (kind === 'personal') {
        const rows = await fetchAllRegistrations(client, eventId, 'personal');
        text = (await writer).personalCsv(rows, t);
      } else {
        const rows = await fetchAllRegistrations(client, eventId, 'family');
        text = (await writer).familyCsv(rows, t);
      }
      const { registrationsCsvFileName } = await writer;
      saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), registrationsCsvFileName(eventId, kind));
    },
  });
}
