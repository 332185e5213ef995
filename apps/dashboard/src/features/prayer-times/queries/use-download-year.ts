import { downloadYearCsv, yearCsvFileName } from '@minbar/api/endpoints/prayer';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

/** Hands a file to the browser's download, as a link with `download` would. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
