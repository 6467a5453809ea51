/** Filled in by its module. */
export default function PendingPaymentVouchersPage() {
  return <p>Not available yet.</p>;
}
