/** Shown by routes whose screen is registered but not built yet: says so plainly. */
export default function NotAvailableYet({ title }: { title: string }) {
  return (
    <div className="p-4">
      <h1 className="h4">{title}</h1>
      <div className="alert alert-info mt-3 mb-0" role="status">
        This screen is not available yet. It is registered, and you have access to it; it will be built in a coming release.
      </div>
    </div>
  );
}
