/** Filled in by its module. */
export default function JournalVoucherPage() {
  return <p>Not available yet.</p>;
}
