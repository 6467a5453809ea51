/** Suspense fallback while a lazily loaded screen arrives (marked so focus handling waits for the screen). */
export default function RouteFallback() {
  return (
    <div className="d-flex align-items-center gap-2 p-4 text-muted" role="status" data-route-fallback="">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Loading…
    </div>
  );
}
