/** Filled in by its module. */
export default function PayableToEmployeesPage() {
  return <p>Not available yet.</p>;
}
