import { useRef, useState } from 'react';
import { getFile } from '../lib/api';
import { saveFile } from '../lib/save-file';
import { useErrorDialog } from './error-dialog-provider';

/**
 * Downloads a file the server makes (a handbook takes seconds): fetched, then saved by the browser under
 * the name its attachment header gives. `busy` names the download under way (one at a time); a failure
 * shows the error dialog.
 */
export function useFileDownload<K extends string>() {
  const showError = useErrorDialog();
  const [busy, setBusy] = useState<K | null>(null);
  const running = useRef(false);
  const download = async (key: K, path: string, fallbackName: string) => {
    if (running.current) return;
    running.current = true;
    setBusy(key);
    try {
      const { blob, name } = await getFile(path, fallbackName);
      saveFile(blob, name);
    } catch (error) {
      showError(error);
    } finally {
      running.current = false;
      setBusy(null);
    }
  };
  return { busy, download };
}
