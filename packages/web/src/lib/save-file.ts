/** Saves a file as the browser's download of `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is kept a little for browsers that read it later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
