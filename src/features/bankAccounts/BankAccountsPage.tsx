/** Filled in by its module. */
export default function BankAccountsPage() {
  return <p>Not available yet.</p>;
}
