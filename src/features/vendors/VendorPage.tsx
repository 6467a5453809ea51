/** Filled in by its module. */
export default function VendorPage() {
  return <p>Not available yet.</p>;
}
