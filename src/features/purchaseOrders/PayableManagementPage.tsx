/** Filled in by its module. */
export default function PayableManagementPage() {
  return <p>Not available yet.</p>;
}
