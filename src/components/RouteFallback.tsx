/** Suspense fallback while a lazily loaded screen arrives. */
export default function RouteFallback() {
  return (
    <div className="d-flex align-items-center gap-2 p-4 text-muted" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Loading…
    </div>
  );
}
