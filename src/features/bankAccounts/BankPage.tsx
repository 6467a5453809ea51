/** Filled in by its module. */
export default function BankPage() {
  return <p>Not available yet.</p>;
}
