/** Filled in by its module. */
export default function CashAdvanceSetupPage() {
  return <p>Not available yet.</p>;
}
