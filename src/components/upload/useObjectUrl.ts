import { useEffect, useState } from 'react';
import { fetchStoredFile } from './fetchStoredFile';

/** An object URL for a local File (a preview before upload), revoked when it changes or unmounts. */
export function useLocalUrl(file: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

/** An object URL for a stored file (fetched with the bearer token), or failed when it cannot be loaded. */
export function useStoredUrl(path: string | null | undefined): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ blob: Blob | null; failed: boolean }>({ blob: null, failed: false });
  useEffect(() => {
    let live = true;
    setState({ blob: null, failed: false });
    if (path) {
      fetchStoredFile(path).then(
        (blob) => live && setState({ blob, failed: false }),
        () => live && setState({ blob: null, failed: true }),
      );
    }
    return () => {
      live = false;
    };
  }, [path]);
  return { url: useLocalUrl(state.blob), failed: state.failed };
}
