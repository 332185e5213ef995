/** Hands a file to the browser's download, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
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
