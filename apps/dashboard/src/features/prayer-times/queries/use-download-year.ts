import { downloadYearCsv, yearCsvFileName } from '@minbar/api/endpoints/prayer';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { saveFile } from '../../../lib/save-file';

/** GET /prayer-times/year/{year}/download?city=, saved as prayer_times_{year}.csv. */
export function useDownloadYear() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (input: { year: number; city: string }) => {
      const blob = await downloadYearCsv(client, input.year, { city: input.city });
      saveFile(blob, yearCsvFileName(input.year));
    },
  });
}
