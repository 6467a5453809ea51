/** Filled in by its module. */
export default function TrialBalanceV2Page() {
  return <p>Not available yet.</p>;
}
