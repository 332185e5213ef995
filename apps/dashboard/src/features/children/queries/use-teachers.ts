import { listTeachers } from '@minbar/api/endpoints/education';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { childrenKeys } from './children-keys';

/** GET /teachers/: every teacher, for the assign and reassign dialogs' select. */
export function useTeachers() {
  const client = useApiClient();
  return useQuery({ queryKey: childrenKeys.teachers(), queryFn: () => listTeachers(client) });
}
