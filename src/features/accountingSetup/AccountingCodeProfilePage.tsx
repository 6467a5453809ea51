/** Filled in by its module. */
export default function AccountingCodeProfilePage() {
  return <p>Not available yet.</p>;
}
