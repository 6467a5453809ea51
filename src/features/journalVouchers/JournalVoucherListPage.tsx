/** Filled in by its module. */
export default function JournalVoucherListPage() {
  return <p>Not available yet.</p>;
}
