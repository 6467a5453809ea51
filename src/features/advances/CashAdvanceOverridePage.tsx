/** Filled in by its module. */
export default function CashAdvanceOverridePage() {
  return <p>Not available yet.</p>;
}
