/** Filled in by its module. */
export default function CreditHomePage() {
  return <p>Not available yet.</p>;
}
