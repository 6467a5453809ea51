/** Filled in by its module. */
export default function UndefinedDepositSubledgerPage() {
  return <p>Not available yet.</p>;
}
