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

/**
 * An object URL for a stored file, or failed when it cannot be loaded. Not an
 * envelope call (the answer is the file's bytes, fetched with the bearer
 * token: fetchStoredFile.ts), so not a cache read: an object URL belongs to
 * the component that shows it and is revoked with it. A new path or unmounting
 * aborts the request under way; the loaded file is kept with its path, so a
 * late answer for an earlier path is never shown.
 */
export function useStoredUrl(path: string | null | undefined): { url: string | null; failed: boolean } {
  const [loaded, setLoaded] = useState<{ path: string; blob: Blob | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!path) return;
    const request = new AbortController();
    fetchStoredFile(path, { signal: request.signal }).then(
      (blob) => setLoaded({ path, blob, failed: false }),
      // An aborted request is not a failure of the file.
      () => request.signal.aborted || setLoaded({ path, blob: null, failed: true }),
    );
    return () => request.abort();
  }, [path]);
  const current = path && loaded?.path === path ? loaded : null;
  return { url: useLocalUrl(current?.blob), failed: current?.failed ?? false };
}
