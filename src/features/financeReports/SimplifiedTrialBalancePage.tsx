/** Filled in by its module. */
export default function SimplifiedTrialBalancePage() {
  return <p>Not available yet.</p>;
}
