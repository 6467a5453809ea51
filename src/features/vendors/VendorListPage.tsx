/** Filled in by its module. */
export default function VendorListPage() {
  return <p>Not available yet.</p>;
}
