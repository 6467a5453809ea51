/** Filled in by its module. */
export default function PayableVoucherPage() {
  return <p>Not available yet.</p>;
}
