import { listSubjects } from '@minbar/api/endpoints/education';
import { EDUCATION_PAGE_SIZE } from '@minbar/domain/education/page-sizes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { subjectsKeys } from './subjects-keys';

/** GET /subjects: one page of the table, 10 subjects by name; the rows on screen stay while another loads. */
export function useSubjects(page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: subjectsKeys.page(page),
    queryFn: () => listSubjects(client, { page, per_page: EDUCATION_PAGE_SIZE.subjects }),
    placeholderData: keepPreviousData,
  });
}
