import { useStoredUrl } from './useObjectUrl';

/** An uploaded image, fetched with the bearer token (see fetchStoredFile.ts). */
export default function StoredImage({ path, alt, className }: { path: string; alt: string; className?: string }) {
  const { url, failed } = useStoredUrl(path);
  if (failed) return <span className="text-muted small">Image not available.</span>;
  if (!url) return <span className="text-muted small" role="status">Loading image…</span>;
  return <img src={url} alt={alt} className={className ?? 'img-thumbnail'} style={{ maxHeight: 120 }} />;
}
