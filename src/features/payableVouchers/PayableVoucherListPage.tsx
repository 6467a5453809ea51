/** Filled in by its module. */
export default function PayableVoucherListPage() {
  return <p>Not available yet.</p>;
}
