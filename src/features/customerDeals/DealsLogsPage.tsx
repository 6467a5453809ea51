/** Being built (a helper owns this file this session). */
export default function DealsLogsPage() {
  return <p className="text-muted p-3">This page is being built.</p>;
}
