/** Filled in by its module. */
export default function UnidentifiedDepositsPage() {
  return <p>Not available yet.</p>;
}
