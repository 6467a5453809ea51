/** Filled in by its module. */
export default function EmployeeMasterListPage() {
  return <p>Not available yet.</p>;
}
