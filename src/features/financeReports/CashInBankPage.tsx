/** Filled in by its module. */
export default function CashInBankPage() {
  return <p>Not available yet.</p>;
}
