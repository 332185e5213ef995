import { listSubjects } from '@minbar/api/endpoints/education';
import type { Subject } from '@minbar/api/schemas/education';
import { MAX_PER_PAGE } from '@minbar/domain/access/pagination';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { subjectsKeys } from './subjects-keys';

/** The most pages read for the whole list: 2,000 subjects, far beyond a weekend school's. */
const MAX_PAGES = 20;

/**
 * Every subject, page after page of 100: the options of the teachers' multi-selects and the names a
 * new subject must not repeat.
 */
export function useAllSubjects() {
  const client = useApiClient();
  return useQuery({
    queryKey: subjectsKeys.all(),
    queryFn: async () => {
      const all: Subject[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await listSubjects(client, { page, per_page: MAX_PER_PAGE });
        all.push(...answer.data);
        if (page >= answer.pagination.total_pages) break;
      }
      return all;
    },
  });
}
