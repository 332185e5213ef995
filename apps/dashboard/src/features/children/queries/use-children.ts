import { type ChildList, listChildren } from '@minbar/api/endpoints/education';
import { EDUCATION_PAGE_SIZE } from '@minbar/domain/education/page-sizes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { childrenKeys } from './children-keys';

/** One page (10 children) of one of the screen's lists; the rows on screen stay while another loads. */
export function useChildren(list: ChildList, page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: childrenKeys.list(list, page),
    queryFn: () => listChildren(client, list, { page, per_page: EDUCATION_PAGE_SIZE.children }),
    placeholderData: keepPreviousData,
  });
}
