/** Filled in by its module. */
export default function PayableToVendorsPage() {
  return <p>Not available yet.</p>;
}
