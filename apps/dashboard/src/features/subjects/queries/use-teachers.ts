import { listTeachers } from '@minbar/api/endpoints/education';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { subjectsKeys } from './subjects-keys';

/** GET /teachers/: every teacher with their subjects; the screen pages the cards itself, 3 a page. */
export function useTeachers() {
  const client = useApiClient();
  return useQuery({ queryKey: subjectsKeys.teachers(), queryFn: () => listTeachers(client) });
}
