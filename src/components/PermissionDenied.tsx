/** The permission error view shown in place of a screen or table the user may not see. */
export default function PermissionDenied({ what = 'this' }: { what?: string }) {
  return (
    <div className="alert alert-warning m-3" role="alert">
      <strong>Access denied.</strong> You don&apos;t have permission to access {what}. Ask your administrator for access.
    </div>
  );
}
