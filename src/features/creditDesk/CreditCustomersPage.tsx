/** Filled in by its module. */
export default function CreditCustomersPage() {
  return <p>Not available yet.</p>;
}
