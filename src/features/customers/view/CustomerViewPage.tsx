/** Being built this session. */
export default function CustomerViewPage() {
  return <p className="text-muted p-3">This page is being built.</p>;
}
