/** Filled in by its module. */
export default function CheckVoucherPage() {
  return <p>Not available yet.</p>;
}
