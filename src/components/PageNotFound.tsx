export default function PageNotFound() {
  return (
    <div className="p-4">
      <h1 className="h4">Page not found.</h1>
      <p className="text-muted mb-0">Check the address, or use the menu to find the screen you need.</p>
    </div>
  );
}
