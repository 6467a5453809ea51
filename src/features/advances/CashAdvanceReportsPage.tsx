/** Filled in by its module. */
export default function CashAdvanceReportsPage() {
  return <p>Not available yet.</p>;
}
