/** Filled in by its module. */
export default function PayrollMasterListPage() {
  return <p>Not available yet.</p>;
}
